CREATE TABLE "transfer_receipts" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "transfer_method" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "transfer_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "transfer_receipt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfer_receipts" ADD CONSTRAINT "transfer_receipts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_transfer_by_idx" ON "bookings" USING btree ("transfer_by") WHERE transfer_by IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_transfer_method_check" CHECK (transfer_method IS NULL OR "transfer_method" IN ('bank-transfer', 'raast', 'jazzcash', 'easypaisa'));