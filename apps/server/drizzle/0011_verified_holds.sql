CREATE TABLE "blocked_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact" text NOT NULL,
	"reason" text,
	"blocked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_contacts_contact_unique" UNIQUE("contact")
);
--> statement-breakpoint
CREATE TABLE "trusted_contacts" (
	"contact" text PRIMARY KEY NOT NULL,
	"trusted_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirm_code_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirm_tries" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_network" text;--> statement-breakpoint
ALTER TABLE "blocked_contacts" ADD CONSTRAINT "blocked_contacts_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_unconfirmed_idx" ON "bookings" USING btree ("client_network","confirm_by") WHERE confirm_by IS NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('booking-received', 'booking-code', 'booking-confirmed', 'booking-cancelled', 'booking-reminder', 'booking-changed', 'queue-notice', 'order-received', 'order-cancelled', 'password-reset', 'find-my-booking', 'staff-new-booking', 'staff-new-order', 'staff-booking-cancelled'));