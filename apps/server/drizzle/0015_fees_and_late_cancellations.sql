ALTER TABLE "bookings" ADD COLUMN "fee_owed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "late_cancellation" boolean DEFAULT false NOT NULL;