-- pg_trgm's trigram indexes serve searches by a part of a name, an e-mail or a phone
-- (docs/quality.md#b9-search); PGlite loads the extension in src/db/pglite.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "bookings_customer_name_lower_idx";--> statement-breakpoint
CREATE INDEX "bookings_customer_name_trgm_idx" ON "bookings" USING gin (lower("customer_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_email_trgm_idx" ON "bookings" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_phone_trgm_idx" ON "bookings" USING gin (regexp_replace(regexp_replace("phone_number", '[\s()-]', '', 'g'), '^(?:\+92|0092|92)([0-9]{10})$', '0\1') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_phone_national_idx" ON "bookings" USING btree (regexp_replace(regexp_replace("phone_number", '[\s()-]', '', 'g'), '^(?:\+92|0092|92)([0-9]{10})$', '0\1'));--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin (lower("customer_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_email_trgm_idx" ON "orders" USING gin (lower("customer_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_trgm_idx" ON "orders" USING gin (regexp_replace(regexp_replace("customer_number", '[\s()-]', '', 'g'), '^(?:\+92|0092|92)([0-9]{10})$', '0\1') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_national_idx" ON "orders" USING btree (regexp_replace(regexp_replace("customer_number", '[\s()-]', '', 'g'), '^(?:\+92|0092|92)([0-9]{10})$', '0\1'));