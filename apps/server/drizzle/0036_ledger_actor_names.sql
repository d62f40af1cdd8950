ALTER TABLE "day_closes" ALTER COLUMN "counted_cash" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "day_closes" ALTER COLUMN "expected_cash" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "money_movements" ADD COLUMN "actor_name" text;--> statement-breakpoint
-- The rows written before names were kept take their staff's names as they are now (docs/till.md#ledger):
-- the one change ever made to the ledger's rows, with its append-only trigger held off for it.
ALTER TABLE "money_movements" DISABLE TRIGGER money_movements_append_only;
--> statement-breakpoint
UPDATE "money_movements" m
SET actor_name = coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)
FROM users u
WHERE m.actor_type = 'admin' AND m.actor_id = u.id;
--> statement-breakpoint
ALTER TABLE "money_movements" ENABLE TRIGGER money_movements_append_only;
