-- The ledger starts with the money the payment columns recorded before it (docs/till.md#ledger):
-- one row for each card advance, each payment staff recorded, each order paid and each refund
-- made, dated when it happened as far as the columns tell. Business days are read in the venue's
-- default zone (Asia/Karachi) from its default start hour (06:00): the days before the till
-- existed were never closed.
INSERT INTO money_movements (at, business_day, booking_id, series_id, kind, method, amount, reference, actor_type)
SELECT card_paid_at, ((card_paid_at AT TIME ZONE 'Asia/Karachi') - interval '6 hours')::date,
  id, series_id, 'advance', 'card-online', card_payment_amount, card_payment_reference, 'system'
FROM bookings
WHERE card_paid_at IS NOT NULL AND card_payment_amount > 0;
--> statement-breakpoint
INSERT INTO money_movements (at, business_day, booking_id, series_id, kind, method, amount, actor_type)
SELECT updated_at, ((updated_at AT TIME ZONE 'Asia/Karachi') - interval '6 hours')::date,
  id, series_id,
  CASE WHEN payment_status = '50%Paid' THEN 'advance' ELSE 'balance' END,
  CASE coalesce(remaining_payment_type, payment_type)
    WHEN 'PayViaCard' THEN 'card-desk'
    WHEN 'PayViaOnline' THEN 'bank-transfer'
    ELSE 'cash'
  END,
  staff_paid, 'system'
FROM (
  SELECT *,
    CASE
      WHEN payment_status = '100%Paid'
        THEN amount - CASE WHEN card_paid_at IS NOT NULL AND card_payment_amount > 0 THEN card_payment_amount ELSE 0 END
      WHEN payment_status = '50%Paid' AND NOT (card_paid_at IS NOT NULL AND card_payment_amount > 0)
        THEN round(amount * 0.5)::int
      ELSE 0
    END AS staff_paid
  FROM bookings
) paid
WHERE staff_paid > 0;
--> statement-breakpoint
INSERT INTO money_movements (at, business_day, booking_id, series_id, kind, method, amount, reference, actor_type)
SELECT refunded_at, ((refunded_at AT TIME ZONE 'Asia/Karachi') - interval '6 hours')::date,
  id, series_id, 'refund', 'card-online', -refund_amount, refund_reference, 'system'
FROM bookings
WHERE refund_status = 'refunded' AND refunded_at IS NOT NULL AND refund_amount > 0;
--> statement-breakpoint
INSERT INTO money_movements (at, business_day, order_id, kind, method, amount, reference, actor_type)
SELECT paid_at, ((paid_at AT TIME ZONE 'Asia/Karachi') - interval '6 hours')::date,
  id, 'order', 'card-online', paid_amount, payment_reference, 'system'
FROM orders
WHERE payment_status = 'paid' AND paid_at IS NOT NULL AND paid_amount > 0;
--> statement-breakpoint
INSERT INTO money_movements (at, business_day, order_id, kind, method, amount, reference, actor_type)
SELECT refunded_at, ((refunded_at AT TIME ZONE 'Asia/Karachi') - interval '6 hours')::date,
  id, 'refund', 'card-online', -refund_amount, refund_reference, 'system'
FROM orders
WHERE refund_status = 'refunded' AND refunded_at IS NOT NULL AND refund_amount > 0;
