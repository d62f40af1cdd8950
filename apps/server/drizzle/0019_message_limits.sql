ALTER TABLE "notifications" ADD COLUMN "unverified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "held_back" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" USING btree ("recipient","created_at");