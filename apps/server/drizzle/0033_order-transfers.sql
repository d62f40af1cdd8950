ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_paid_method_check";--> statement-breakpoint
ALTER TABLE "transfer_receipts" DROP CONSTRAINT "transfer_receipts_pkey";--> statement-breakpoint
ALTER TABLE "transfer_receipts" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "access_token" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transfer_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transfer_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transfer_receipt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfer_receipts" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_receipts" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "transfer_receipts" ADD CONSTRAINT "transfer_receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_transfer_by_idx" ON "orders" USING btree ("transfer_by") WHERE transfer_by IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_access_token_unique" UNIQUE("access_token");--> statement-breakpoint
ALTER TABLE "transfer_receipts" ADD CONSTRAINT "transfer_receipts_booking_id_unique" UNIQUE("booking_id");--> statement-breakpoint
ALTER TABLE "transfer_receipts" ADD CONSTRAINT "transfer_receipts_order_id_unique" UNIQUE("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_transfer_method_check" CHECK (transfer_method IS NULL OR "transfer_method" IN ('bank-transfer', 'raast', 'jazzcash', 'easypaisa'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("payment_method" IN ('cash', 'card', 'transfer'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_method_check" CHECK (paid_method IS NULL OR "paid_method" IN ('cash', 'card-desk', 'card-online', 'bank-transfer', 'raast', 'jazzcash', 'easypaisa'));--> statement-breakpoint
ALTER TABLE "transfer_receipts" ADD CONSTRAINT "transfer_receipts_owner_check" CHECK (num_nonnulls(booking_id, order_id) = 1);