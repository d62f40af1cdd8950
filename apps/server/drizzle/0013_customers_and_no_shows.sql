CREATE TABLE "customers" (
	"phone" text PRIMARY KEY NOT NULL,
	"staff_notes" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_tags_check" CHECK (tags <@ ARRAY['member', 'coach']::text[])
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("status" IN ('Pending', 'Booking Confirmed', 'arrived', 'Booking Cancelled', 'No-show'));