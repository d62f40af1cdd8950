CREATE TABLE "day_closes" (
	"business_day" date PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" integer NOT NULL,
	"counts" jsonb NOT NULL,
	"counted_cash" integer NOT NULL,
	"expected_cash" integer NOT NULL,
	"note" text,
	"report" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"business_day" date NOT NULL,
	"booking_id" integer,
	"order_id" integer,
	"series_id" integer,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"reference" text,
	"note" text,
	"actor_type" text NOT NULL,
	"actor_id" integer,
	"reverses_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_movements_reverses_id_unique" UNIQUE("reverses_id"),
	CONSTRAINT "money_movements_kind_check" CHECK ("kind" IN ('advance', 'balance', 'order', 'refund', 'pay-in', 'pay-out', 'opening-float', 'fee')),
	CONSTRAINT "money_movements_method_check" CHECK ("method" IN ('cash', 'card-desk', 'card-online', 'bank-transfer', 'raast', 'jazzcash', 'easypaisa')),
	CONSTRAINT "money_movements_actor_type_check" CHECK ("actor_type" IN ('admin', 'system')),
	CONSTRAINT "money_movements_sign_check" CHECK (amount <> 0 AND (reverses_id IS NOT NULL OR (CASE WHEN kind IN ('refund', 'pay-out') THEN amount < 0 ELSE amount > 0 END)))
);
--> statement-breakpoint
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_reverses_id_money_movements_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."money_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_movements_day_idx" ON "money_movements" USING btree ("business_day");--> statement-breakpoint
CREATE INDEX "money_movements_booking_idx" ON "money_movements" USING btree ("booking_id") WHERE booking_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "money_movements_order_idx" ON "money_movements" USING btree ("order_id") WHERE order_id IS NOT NULL;