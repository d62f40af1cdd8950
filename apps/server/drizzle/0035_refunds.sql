CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer,
	"order_id" integer,
	"series_id" integer,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"due_since" timestamp with time zone NOT NULL,
	"reason" text,
	"payment_reference" text,
	"checkout_id" text,
	"refunded_at" timestamp with time zone,
	"reference" text,
	"movement_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_movement_id_unique" UNIQUE("movement_id"),
	CONSTRAINT "refunds_owner_check" CHECK (num_nonnulls(booking_id, order_id) = 1),
	CONSTRAINT "refunds_amount_check" CHECK (amount > 0 AND amount <= 10000000),
	CONSTRAINT "refunds_method_check" CHECK ("method" IN ('cash', 'card-desk', 'card-online', 'bank-transfer', 'raast', 'jazzcash', 'easypaisa')),
	CONSTRAINT "refunds_status_check" CHECK ("status" IN ('due', 'refunded')),
	CONSTRAINT "refunds_made_check" CHECK ((status = 'due') = (refunded_at IS NULL))
);
--> statement-breakpoint
-- Refunds become rows of their own (docs/payments.md#refunds): each booking's and order's refund
-- column moves into one row, owed back by the method the money came by (a booking's was only ever
-- its card advance), tied to the ledger row that made it where one did.
INSERT INTO "refunds" (booking_id, series_id, method, amount, status, due_since, refunded_at, reference, payment_reference, checkout_id, movement_id)
SELECT b.id, b.series_id, 'card-online', b.refund_amount, b.refund_status, b.updated_at,
  CASE WHEN b.refund_status = 'refunded' THEN coalesce(b.refunded_at, b.updated_at) END,
  b.refund_reference, b.card_payment_reference, b.checkout_session_id,
  CASE WHEN b.refund_status = 'refunded' THEN (
    SELECT m.id FROM money_movements m
    WHERE m.booking_id = b.id AND m.kind = 'refund' AND m.reverses_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM money_movements r WHERE r.reverses_id = m.id)
    ORDER BY m.id DESC LIMIT 1) END
FROM bookings b
WHERE b.refund_status IS NOT NULL AND b.refund_amount > 0;
--> statement-breakpoint
INSERT INTO "refunds" (order_id, method, amount, status, due_since, refunded_at, reference, payment_reference, checkout_id, movement_id)
SELECT o.id, coalesce(o.paid_method, 'card-online'), o.refund_amount, o.refund_status,
  coalesce(o.cancelled_at, o.paid_at, o.created_at),
  CASE WHEN o.refund_status = 'refunded' THEN coalesce(o.refunded_at, o.cancelled_at, o.created_at) END,
  o.refund_reference, o.payment_reference, o.checkout_session_id,
  CASE WHEN o.refund_status = 'refunded' THEN (
    SELECT m.id FROM money_movements m
    WHERE m.order_id = o.id AND m.kind = 'refund' AND m.reverses_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM money_movements r WHERE r.reverses_id = m.id)
    ORDER BY m.id DESC LIMIT 1) END
FROM orders o
WHERE o.refund_status IS NOT NULL AND o.refund_amount > 0;
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_refund_status_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_refund_status_check";--> statement-breakpoint
DROP INDEX "bookings_refund_due_idx";--> statement-breakpoint
DROP INDEX "orders_refund_due_idx";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_movement_id_money_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."money_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("due_since") WHERE status = 'due';--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_id") WHERE booking_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id") WHERE order_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "refund_status";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "refund_amount";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "refund_reference";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "refunded_at";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "refund_status";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "refund_amount";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "refund_reference";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "refunded_at";