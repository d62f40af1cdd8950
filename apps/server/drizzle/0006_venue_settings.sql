CREATE TABLE "closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"courts" text[] NOT NULL,
	"from_hour" smallint,
	"to_hour" smallint,
	"reason" text NOT NULL,
	"cancelled_bookings" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closures_dates_check" CHECK ("closures"."from_date" <= "closures"."to_date"),
	CONSTRAINT "closures_hours_check" CHECK (("closures"."from_hour" IS NULL AND "closures"."to_hour" IS NULL) OR ("closures"."from_hour" >= 0 AND "closures"."from_hour" < "closures"."to_hour" AND "closures"."to_hour" <= 24)),
	CONSTRAINT "closures_courts_check" CHECK (cardinality("closures"."courts") >= 1)
);
--> statement-breakpoint
CREATE TABLE "venue_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_settings_single_row_check" CHECK ("venue_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_amount" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_settings" ADD CONSTRAINT "venue_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closures_to_date_idx" ON "closures" USING btree ("to_date");--> statement-breakpoint
CREATE INDEX "bookings_refund_due_idx" ON "bookings" USING btree ("id") WHERE refund_status = 'due';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_status_check" CHECK (refund_status IS NULL OR "refund_status" IN ('due', 'refunded'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('booking-received', 'booking-confirmed', 'booking-cancelled', 'booking-reminder', 'queue-notice', 'order-received', 'password-reset', 'find-my-booking', 'staff-new-booking', 'staff-new-order', 'staff-booking-cancelled'));--> statement-breakpoint
-- The one settings row: null settings are a fresh install's defaults (docs/venue-settings.md).
INSERT INTO "venue_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
