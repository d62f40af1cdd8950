-- The ledger and the closed days are records (docs/till.md#ledger): rows are only ever added.
-- A correction is a new, reversing row; a closed day's report never changes.
CREATE FUNCTION refuse_record_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is a record: rows are only added, never changed or removed', TG_TABLE_NAME
    USING ERRCODE = 'P0001';
END
$$;
--> statement-breakpoint
CREATE TRIGGER money_movements_append_only BEFORE UPDATE OR DELETE ON money_movements
  FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
--> statement-breakpoint
CREATE TRIGGER day_closes_append_only BEFORE UPDATE OR DELETE ON day_closes
  FOR EACH ROW EXECUTE FUNCTION refuse_record_change();
