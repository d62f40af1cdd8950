CREATE TABLE "owner_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"request" jsonb NOT NULL,
	"summary" text NOT NULL,
	"customer_name" text NOT NULL,
	"phone" text NOT NULL,
	"reason" text NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"note" text,
	"outcome" text,
	CONSTRAINT "owner_approvals_kind_check" CHECK ("kind" IN ('series-price', 'keep-price', 'member-tag')),
	CONSTRAINT "owner_approvals_status_check" CHECK ("status" IN ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "owner_approvals" ADD CONSTRAINT "owner_approvals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_approvals" ADD CONSTRAINT "owner_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_approvals_status_idx" ON "owner_approvals" USING btree ("status","created_at");