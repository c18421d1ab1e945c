CREATE TABLE "case_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_file_id" uuid NOT NULL,
	"question_id" integer,
	"question_version_id" integer,
	"custom_question_id" uuid,
	"position" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answer" text,
	"value" jsonb,
	"confidence" real,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"engine" text,
	"answered_at" timestamp with time zone,
	"edited_answer" text,
	"edited_by" uuid,
	"edited_at" timestamp with time zone,
	"comment" text,
	"verified_by" uuid,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_answers_file_question_unique" UNIQUE("case_file_id","question_id"),
	CONSTRAINT "case_answers_file_custom_question_unique" UNIQUE("case_file_id","custom_question_id"),
	CONSTRAINT "case_answers_one_question_check" CHECK (("case_answers"."question_id" is null) <> ("case_answers"."custom_question_id" is null)),
	CONSTRAINT "case_answers_status_check" CHECK ("case_answers"."status" in ('pending', 'answered', 'not_found', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "case_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"document_type_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"extracted_key" text,
	"sha256" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"pages" integer,
	"ocr_pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"annexures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_files_case_filename_unique" UNIQUE("case_id","filename"),
	CONSTRAINT "case_files_status_check" CHECK ("case_files"."status" in ('queued', 'reading', 'answering', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"comment" text,
	"practice_area_id" integer NOT NULL,
	"region" text NOT NULL,
	"status" text NOT NULL,
	"active_title_report_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cases_status_check" CHECK ("cases"."status" in ('draft', 'processing', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "custom_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_file_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "uploads_expires_at_idx";--> statement-breakpoint
ALTER TABLE "case_answers" ADD CONSTRAINT "case_answers_case_file_id_case_files_id_fk" FOREIGN KEY ("case_file_id") REFERENCES "public"."case_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_answers" ADD CONSTRAINT "case_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_answers" ADD CONSTRAINT "case_answers_question_version_id_question_versions_id_fk" FOREIGN KEY ("question_version_id") REFERENCES "public"."question_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_answers" ADD CONSTRAINT "case_answers_custom_question_id_custom_questions_id_fk" FOREIGN KEY ("custom_question_id") REFERENCES "public"."custom_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_answers" ADD CONSTRAINT "case_answers_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_answers" ADD CONSTRAINT "case_answers_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_files" ADD CONSTRAINT "case_files_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_files" ADD CONSTRAINT "case_files_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_questions" ADD CONSTRAINT "custom_questions_case_file_id_case_files_id_fk" FOREIGN KEY ("case_file_id") REFERENCES "public"."case_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_answers_pending_idx" ON "case_answers" USING btree ("case_file_id") WHERE "case_answers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "cases_user_created_idx" ON "cases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "custom_questions_case_file_idx" ON "custom_questions" USING btree ("case_file_id");--> statement-breakpoint
CREATE INDEX "uploads_expires_at_idx" ON "uploads" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "uploads" DROP COLUMN "claimed_at";