CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_actor_type_check" CHECK (actor_type IN ('admin', 'customer', 'system'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" bigint NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"booking_type" text NOT NULL,
	"selected_date" date NOT NULL,
	"slot_hours" smallint[] NOT NULL,
	"selected_court" text,
	"number_of_guests" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"cancel_reason" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"customer_instruction" text,
	"unit_amount" integer,
	"amount" integer DEFAULT 0 NOT NULL,
	"price_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_type" text DEFAULT 'PayLater' NOT NULL,
	"payment_status" text DEFAULT 'UnPaid' NOT NULL,
	"remaining_payment_type" text,
	"booking_source" text DEFAULT 'online' NOT NULL,
	"feedback" text,
	"access_token" text NOT NULL,
	"invoice_number" text,
	"session_id" text,
	"redirection_source_id" integer,
	"reminder_sent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_access_token_unique" UNIQUE("access_token"),
	CONSTRAINT "bookings_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "bookings_booking_type_check" CHECK ("booking_type" IN ('Padel', 'Table')),
	CONSTRAINT "bookings_status_check" CHECK ("status" IN ('Pending', 'Booking Confirmed', 'arrived', 'Booking Cancelled')),
	CONSTRAINT "bookings_payment_type_check" CHECK ("payment_type" IN ('PayLater', 'PayViaCash', 'PayViaCard', 'PayViaOnline')),
	CONSTRAINT "bookings_payment_status_check" CHECK ("payment_status" IN ('UnPaid', '50%Paid', '100%Paid')),
	CONSTRAINT "bookings_remaining_payment_type_check" CHECK (remaining_payment_type IS NULL OR "remaining_payment_type" IN ('PayViaCash', 'PayViaCard', 'PayViaOnline')),
	CONSTRAINT "bookings_booking_source_check" CHECK ("booking_source" IN ('online', 'in-person')),
	CONSTRAINT "bookings_court_matches_type_check" CHECK ((booking_type = 'Padel' AND selected_court IS NOT NULL AND "selected_court" IN ('Court 1', 'Court 2')) OR (booking_type = 'Table' AND selected_court IS NULL)),
	CONSTRAINT "bookings_guests_check" CHECK (number_of_guests >= 1),
	CONSTRAINT "bookings_slots_check" CHECK (cardinality(slot_hours) BETWEEN 1 AND 24),
	CONSTRAINT "bookings_amounts_check" CHECK (amount >= 0 AND (unit_amount IS NULL OR unit_amount >= 0))
);
--> statement-breakpoint
CREATE TABLE "court_slot_holds" (
	"court" text NOT NULL,
	"date" date NOT NULL,
	"hour" smallint NOT NULL,
	"booking_id" integer NOT NULL,
	CONSTRAINT "court_slot_holds_date_court_hour_pk" PRIMARY KEY("date","court","hour"),
	CONSTRAINT "court_slot_holds_court_check" CHECK ("court" IN ('Court 1', 'Court 2')),
	CONSTRAINT "court_slot_holds_hour_check" CHECK (hour BETWEEN 0 AND 23)
);
--> statement-breakpoint
CREATE TABLE "queue_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"selected_date" date NOT NULL,
	"customer_name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_slot_holds" (
	"date" date NOT NULL,
	"hour" smallint NOT NULL,
	"table_number" integer NOT NULL,
	"booking_id" integer NOT NULL,
	CONSTRAINT "table_slot_holds_date_hour_table_number_pk" PRIMARY KEY("date","hour","table_number"),
	CONSTRAINT "table_slot_holds_hour_check" CHECK (hour BETWEEN 0 AND 23),
	CONSTRAINT "table_slot_holds_table_check" CHECK (table_number >= 1)
);
--> statement-breakpoint
CREATE TABLE "tables_setting" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"total_tables" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tables_setting_single_row_check" CHECK ("tables_setting"."id" = 1),
	CONSTRAINT "tables_setting_minimum_check" CHECK ("tables_setting"."total_tables" >= 1)
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"category_id" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_check" CHECK ("products"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"product_category" text NOT NULL,
	"product_image" text,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK (quantity >= 1),
	CONSTRAINT "order_items_price_check" CHECK (unit_price >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_name" text NOT NULL,
	"customer_number" text NOT NULL,
	"customer_email" text,
	"customer_address" text,
	"delivery_type" text NOT NULL,
	"payment_method" text NOT NULL,
	"subtotal" integer NOT NULL,
	"delivery_fee" integer DEFAULT 0 NOT NULL,
	"total_price" integer NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_delivery_type_check" CHECK ("delivery_type" IN ('deliver', 'pickup')),
	CONSTRAINT "orders_payment_method_check" CHECK ("payment_method" IN ('cash', 'card')),
	CONSTRAINT "orders_status_check" CHECK ("status" IN ('Pending', 'Sent')),
	CONSTRAINT "orders_address_check" CHECK (delivery_type = 'pickup' OR (customer_address IS NOT NULL AND length(trim(customer_address)) > 0)),
	CONSTRAINT "orders_totals_check" CHECK (subtotal >= 0 AND delivery_fee >= 0 AND total_price = subtotal + delivery_fee)
);
--> statement-breakpoint
CREATE TABLE "redirection_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"category" text NOT NULL,
	"session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirection_sources_category_check" CHECK ("category" IN ('Facebook', 'Instagram', 'Other'))
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'admin' NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("role" IN ('admin', 'user', 'moderator'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_redirection_source_id_redirection_sources_id_fk" FOREIGN KEY ("redirection_source_id") REFERENCES "public"."redirection_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_slot_holds" ADD CONSTRAINT "court_slot_holds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_slot_holds" ADD CONSTRAINT "table_slot_holds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_selected_date_idx" ON "bookings" USING btree ("selected_date");--> statement-breakpoint
CREATE INDEX "bookings_customer_name_lower_idx" ON "bookings" USING btree (lower("customer_name"));--> statement-breakpoint
CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "court_slot_holds_booking_idx" ON "court_slot_holds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "queue_bookings_created_at_idx" ON "queue_bookings" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_bookings_date_email_key" ON "queue_bookings" USING btree ("selected_date",lower("email"));--> statement-breakpoint
CREATE INDEX "table_slot_holds_booking_idx" ON "table_slot_holds" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_name_lower_key" ON "product_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "redirection_sources_created_at_idx" ON "redirection_sources" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "redirection_sources_session_idx" ON "redirection_sources" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));