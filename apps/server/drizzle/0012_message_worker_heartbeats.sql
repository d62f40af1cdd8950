CREATE TABLE "message_workers" (
	"id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "claimed_by" text;--> statement-breakpoint
CREATE INDEX "notifications_claimed_by_idx" ON "notifications" USING btree ("claimed_by") WHERE claimed_by IS NOT NULL;