CREATE TABLE "case_annexures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"parent_case_file_id" uuid,
	"case_file_id" uuid,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"extracted_key" text,
	"sha256" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"pages" integer,
	"status" text DEFAULT 'reading' NOT NULL,
	"error" text,
	"kind" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_annexures_case_filename_unique" UNIQUE("case_id","filename"),
	CONSTRAINT "case_annexures_status_check" CHECK ("case_annexures"."status" in ('reading', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "title_checklist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"case_file_id" uuid NOT NULL,
	"title_number" text,
	"position" integer NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"status" text NOT NULL,
	"finding" text NOT NULL,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"verified_by" uuid,
	"verified_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "title_checklist_items_file_key_unique" UNIQUE("case_file_id","key"),
	CONSTRAINT "title_checklist_items_status_check" CHECK ("title_checklist_items"."status" in ('pass', 'flag', 'missing'))
);
--> statement-breakpoint
CREATE TABLE "title_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"registers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"red_flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "title_reports_case_version_unique" UNIQUE("case_id","version"),
	CONSTRAINT "title_reports_status_check" CHECK ("title_reports"."status" in ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "case_annexures" ADD CONSTRAINT "case_annexures_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_annexures" ADD CONSTRAINT "case_annexures_parent_case_file_id_case_files_id_fk" FOREIGN KEY ("parent_case_file_id") REFERENCES "public"."case_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_annexures" ADD CONSTRAINT "case_annexures_case_file_id_case_files_id_fk" FOREIGN KEY ("case_file_id") REFERENCES "public"."case_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_annexures" ADD CONSTRAINT "case_annexures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_checklist_items" ADD CONSTRAINT "title_checklist_items_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_checklist_items" ADD CONSTRAINT "title_checklist_items_case_file_id_case_files_id_fk" FOREIGN KEY ("case_file_id") REFERENCES "public"."case_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_checklist_items" ADD CONSTRAINT "title_checklist_items_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_reports" ADD CONSTRAINT "title_reports_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_reports" ADD CONSTRAINT "title_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "title_checklist_items_case_idx" ON "title_checklist_items" USING btree ("case_id","position");