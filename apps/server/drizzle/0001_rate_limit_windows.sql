ALTER TABLE "rate_limits" ADD COLUMN "expires_at" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits" USING btree ("expires_at");