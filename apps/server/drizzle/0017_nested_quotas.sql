ALTER TABLE "rate_limits" ADD COLUMN "steps" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_networks" text[];--> statement-breakpoint
CREATE INDEX "bookings_client_networks_idx" ON "bookings" USING gin ("client_networks");--> statement-breakpoint
-- Bookings made before the nested quotas (ADR 043) are known by their /24 or /64 only.
UPDATE "bookings" SET "client_networks" = ARRAY["client_network"] WHERE "client_network" IS NOT NULL;
