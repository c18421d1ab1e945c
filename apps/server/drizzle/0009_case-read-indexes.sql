CREATE INDEX "case_annexures_parent_case_file_idx" ON "case_annexures" USING btree ("parent_case_file_id");--> statement-breakpoint
CREATE INDEX "case_annexures_case_file_idx" ON "case_annexures" USING btree ("case_file_id");--> statement-breakpoint
CREATE INDEX "case_answers_question_idx" ON "case_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "case_answers_question_version_idx" ON "case_answers" USING btree ("question_version_id");--> statement-breakpoint
CREATE INDEX "case_answers_custom_question_idx" ON "case_answers" USING btree ("custom_question_id");--> statement-breakpoint
CREATE INDEX "case_files_document_type_idx" ON "case_files" USING btree ("document_type_id");