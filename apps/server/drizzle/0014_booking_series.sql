CREATE TABLE "booking_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"court" text NOT NULL,
	"slot_hours" smallint[] NOT NULL,
	"weekday" smallint NOT NULL,
	"every_weeks" smallint DEFAULT 1 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"customer_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"number_of_guests" integer NOT NULL,
	"customer_instruction" text,
	"fixed_price" integer,
	"payment" text NOT NULL,
	"up_front_payment" text,
	"status" text DEFAULT 'active' NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"renew_by" date,
	"renewal_sent_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_series_court_check" CHECK ("court" IN ('Court 1', 'Court 2')),
	CONSTRAINT "booking_series_payment_check" CHECK ("payment" IN ('per-occurrence', 'up-front')),
	CONSTRAINT "booking_series_status_check" CHECK ("status" IN ('active', 'ended', 'cancelled')),
	CONSTRAINT "booking_series_up_front_payment_check" CHECK (up_front_payment IS NULL OR "up_front_payment" IN ('PayViaCash', 'PayViaCard', 'PayViaOnline')),
	CONSTRAINT "booking_series_weekday_check" CHECK (weekday BETWEEN 0 AND 6),
	CONSTRAINT "booking_series_every_weeks_check" CHECK (every_weeks BETWEEN 1 AND 4),
	CONSTRAINT "booking_series_slots_check" CHECK (cardinality(slot_hours) BETWEEN 1 AND 24),
	CONSTRAINT "booking_series_dates_check" CHECK (end_date >= start_date)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_series_status_end_idx" ON "booking_series" USING btree ("status","end_date");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."booking_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_series_idx" ON "bookings" USING btree ("series_id") WHERE series_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('booking-received', 'booking-code', 'booking-confirmed', 'booking-cancelled', 'booking-reminder', 'booking-changed', 'series-booked', 'series-changed', 'series-renewal', 'queue-notice', 'order-received', 'order-cancelled', 'password-reset', 'find-my-booking', 'staff-new-booking', 'staff-new-order', 'staff-booking-cancelled'));