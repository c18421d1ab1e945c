-- The process that holds the embedded database keeps each case's owner and record version (decision 85), so a case
-- read costs no query. It hears of every change on dd_changes as 'case:<id>', at commit: wherever a case's record
-- version is raised (which every change to its row, files, answers and custom questions does, migration 0016), and
-- when a case is deleted, which raises none.
CREATE OR REPLACE FUNCTION dd_raise_case_record_version(target uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_record_versions AS v (case_id, version, written_by)
  SELECT target, 1, txid_current() WHERE EXISTS (SELECT 1 FROM cases WHERE id = target)
  ON CONFLICT (case_id) DO UPDATE SET version = v.version + 1, written_by = excluded.written_by
  WHERE v.written_by <> excluded.written_by;
  -- Once a case a transaction, when its version is raised: not again for each of its rows written.
  IF FOUND THEN
    PERFORM pg_notify('dd_changes', 'case:' || target);
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION dd_notify_case_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dd_changes', 'case:' || OLD.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER cases_delete_notice AFTER DELETE ON cases
  FOR EACH ROW EXECUTE FUNCTION dd_notify_case_deleted();
