-- The search indexes are written straight into (fastupdate off), so no search reads through a
-- pending list of fresh rows (docs/quality.md#b9-search); rebuilt once, which also merges it.
DROP INDEX "bookings_customer_name_trgm_idx";--> statement-breakpoint
DROP INDEX "bookings_email_trgm_idx";--> statement-breakpoint
DROP INDEX "bookings_phone_trgm_idx";--> statement-breakpoint
DROP INDEX "orders_customer_name_trgm_idx";--> statement-breakpoint
DROP INDEX "orders_customer_email_trgm_idx";--> statement-breakpoint
DROP INDEX "orders_phone_trgm_idx";--> statement-breakpoint
CREATE INDEX "bookings_customer_name_trgm_idx" ON "bookings" USING gin (lower("customer_name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "bookings_email_trgm_idx" ON "bookings" USING gin (lower("email") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "bookings_phone_trgm_idx" ON "bookings" USING gin (regexp_replace(regexp_replace("phone_number", '[\s()-]', '', 'g'), '^(?:\+92|0092|92)([0-9]{10})$', '0\1') gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin (lower("customer_name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_customer_email_trgm_idx" ON "orders" USING gin (lower("customer_email") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_phone_trgm_idx" ON "orders" USING gin (regexp_replace(regexp_replace("customer_number", '[\s()-]', '', 'g'), '^(?:\+92|0092|92)([0-9]{10})$', '0\1') gin_trgm_ops) WITH (fastupdate=false);