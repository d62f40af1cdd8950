ALTER TABLE "bookings" ADD COLUMN "confirm_phone_code_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "phone_proven" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trusted_contacts" ADD COLUMN "whatsapp_proven_until" timestamp with time zone;