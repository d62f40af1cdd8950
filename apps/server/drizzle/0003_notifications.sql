CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"body" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"give_up_at" timestamp with time zone DEFAULT now() + interval '1 day' NOT NULL,
	"claim" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notifications_channel_check" CHECK ("channel" IN ('email', 'whatsapp')),
	CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('booking-received', 'booking-confirmed', 'booking-cancelled', 'booking-reminder', 'queue-notice', 'order-received', 'password-reset', 'find-my-booking', 'staff-new-booking', 'staff-new-order')),
	CONSTRAINT "notifications_status_check" CHECK ("status" IN ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "queue_bookings" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_due_idx" ON "notifications" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_status_idx" ON "notifications" USING btree ("status","created_at");