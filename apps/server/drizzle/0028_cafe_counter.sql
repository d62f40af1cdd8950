ALTER TABLE "orders" ALTER COLUMN "customer_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "table_number" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_method" text;--> statement-breakpoint
-- Before the counter, an order was paid only by card online, through the provider.
UPDATE "orders" SET "paid_method" = 'card-online' WHERE "payment_status" = 'paid';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_method_check" CHECK (paid_method IS NULL OR "paid_method" IN ('cash', 'card-desk', 'card-online'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_who_check" CHECK (CASE WHEN source = 'online' THEN customer_number IS NOT NULL AND length(trim(customer_name)) > 0 ELSE table_number IS NOT NULL OR length(trim(customer_name)) > 0 END);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_table_number_check" CHECK (table_number IS NULL OR table_number >= 1);