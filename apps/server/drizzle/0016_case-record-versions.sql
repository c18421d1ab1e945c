CREATE TABLE "case_record_versions" (
	"case_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"written_by" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_record_versions" ADD CONSTRAINT "case_record_versions_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The case record cache (decision 44) keys each case's presented record by this version, read in one lookup on
-- every request. Constraint triggers deferred to commit raise it once a transaction, whichever process or tool
-- wrote, so a reader sees the new version exactly when it can see the change. Deferred, the version row is locked
-- only while committing, when the writer waits for nothing else: no deadlock with writers of the case's rows.
CREATE FUNCTION dd_raise_case_record_version(target uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO case_record_versions AS v (case_id, version, written_by)
  SELECT target, 1, txid_current() WHERE EXISTS (SELECT 1 FROM cases WHERE id = target)
  ON CONFLICT (case_id) DO UPDATE SET version = v.version + 1, written_by = excluded.written_by
  WHERE v.written_by <> excluded.written_by
$$;--> statement-breakpoint
CREATE FUNCTION dd_case_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dd_raise_case_record_version(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION dd_case_file_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dd_raise_case_record_version(CASE WHEN TG_OP = 'DELETE' THEN OLD.case_id ELSE NEW.case_id END);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Answers and custom questions belong to a case through their file; a file deleted with them raised it already.
CREATE FUNCTION dd_file_row_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dd_raise_case_record_version(f.case_id)
  FROM case_files f WHERE f.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.case_file_id ELSE NEW.case_file_id END;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A record shows who edited or verified an answer, and each file's type, by name.
CREATE FUNCTION dd_user_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dd_raise_case_record_version(case_id) FROM (
    SELECT DISTINCT f.case_id FROM case_answers a JOIN case_files f ON f.id = a.case_file_id
    WHERE a.edited_by = NEW.id OR a.verified_by = NEW.id ORDER BY f.case_id
  ) touched;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION dd_document_type_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dd_raise_case_record_version(case_id) FROM (
    SELECT DISTINCT case_id FROM case_files WHERE document_type_id = NEW.id ORDER BY case_id
  ) touched;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER cases_record_version AFTER INSERT OR UPDATE ON cases
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dd_case_written();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER case_files_record_version AFTER INSERT OR UPDATE OR DELETE ON case_files
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dd_case_file_written();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER case_answers_record_version AFTER INSERT OR UPDATE OR DELETE ON case_answers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dd_file_row_written();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER custom_questions_record_version AFTER INSERT OR UPDATE OR DELETE ON custom_questions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dd_file_row_written();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_record_version AFTER UPDATE OF name ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION dd_user_renamed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER document_types_record_version AFTER UPDATE OF name ON document_types
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION dd_document_type_renamed();
