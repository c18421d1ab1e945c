ALTER TABLE "custom_questions" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "custom_questions" ADD CONSTRAINT "custom_questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_questions_created_by_idx" ON "custom_questions" USING btree ("created_by");--> statement-breakpoint
-- A record shows who asked each of the lawyers' own questions by name: renaming them raises the versions of the cases
-- where they asked one (decision 44), as for those whose answers they edited or verified or whose files they hold.
CREATE OR REPLACE FUNCTION dd_user_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dd_raise_case_record_version(case_id) FROM (
    SELECT f.case_id FROM case_answers a JOIN case_files f ON f.id = a.case_file_id
    WHERE a.edited_by = NEW.id OR a.verified_by = NEW.id
    UNION
    SELECT case_id FROM case_files WHERE assignee_id = NEW.id
    UNION
    SELECT f.case_id FROM custom_questions q JOIN case_files f ON f.id = q.case_file_id WHERE q.created_by = NEW.id
    ORDER BY case_id
  ) touched;
  RETURN NULL;
END $$;
