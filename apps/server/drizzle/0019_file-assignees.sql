ALTER TABLE "case_files" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "case_files" ADD CONSTRAINT "case_files_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_files_assignee_idx" ON "case_files" USING btree ("assignee_id");--> statement-breakpoint
-- A record shows each file's assignee by name: renaming them raises the versions of the cases whose files they hold
-- (decision 44), as it does for those whose answers they edited or verified.
CREATE OR REPLACE FUNCTION dd_user_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dd_raise_case_record_version(case_id) FROM (
    SELECT f.case_id FROM case_answers a JOIN case_files f ON f.id = a.case_file_id
    WHERE a.edited_by = NEW.id OR a.verified_by = NEW.id
    UNION
    SELECT case_id FROM case_files WHERE assignee_id = NEW.id
    ORDER BY case_id
  ) touched;
  RETURN NULL;
END $$;
