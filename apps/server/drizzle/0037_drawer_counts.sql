CREATE TABLE "drawer_counts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"business_day" date NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	"counted_by" integer NOT NULL,
	"counted_by_name" text NOT NULL,
	"counts" jsonb NOT NULL,
	"counted_cash" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "drawer_counts_day_idx" ON "drawer_counts" USING btree ("business_day");--> statement-breakpoint
-- A count is a record, as the ledger and the closed days are (docs/till.md#day-close).
CREATE TRIGGER drawer_counts_append_only BEFORE UPDATE OR DELETE ON drawer_counts
  FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
