ALTER TABLE "bookings" ADD COLUMN "checkout_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_amount" integer;--> statement-breakpoint
-- What a paid checkout asked is what it took until now: the provider's amount was never compared.
UPDATE "bookings" SET "checkout_amount" = "card_payment_amount" WHERE "card_payment_amount" IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "checkout_amount" = "paid_amount" WHERE "checkout_session_id" IS NOT NULL AND "paid_amount" IS NOT NULL;
