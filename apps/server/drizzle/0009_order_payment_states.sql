ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_refund_due_idx" ON "orders" USING btree ("id") WHERE refund_status = 'due';--> statement-breakpoint
CREATE INDEX "orders_awaiting_payment_idx" ON "orders" USING btree ("created_at") WHERE status = 'Awaiting payment';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancel_reason_check" CHECK (status <> 'Cancelled' OR (cancel_reason IS NOT NULL AND length(trim(cancel_reason)) > 0));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_status_check" CHECK (refund_status IS NULL OR "refund_status" IN ('due', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("status" IN ('Awaiting payment', 'Pending', 'Sent', 'Cancelled', 'Expired'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('booking-received', 'booking-confirmed', 'booking-cancelled', 'booking-reminder', 'queue-notice', 'order-received', 'order-cancelled', 'password-reset', 'find-my-booking', 'staff-new-booking', 'staff-new-order', 'staff-booking-cancelled'));--> statement-breakpoint
-- Card orders placed before this change and still unpaid wait for their payment like new ones.
UPDATE "orders" SET "status" = 'Awaiting payment' WHERE "payment_method" = 'card' AND "payment_status" = 'unpaid' AND "status" = 'Pending';--> statement-breakpoint
UPDATE "orders" SET "paid_amount" = "total_price" WHERE "payment_status" = 'paid';
