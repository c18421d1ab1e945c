CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer NOT NULL,
	"content_hash" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_state_single_row" CHECK ("catalogue_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"practice_area_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"regions" text[] NOT NULL,
	"central" boolean DEFAULT false NOT NULL,
	"signals" jsonb NOT NULL,
	"position" integer NOT NULL,
	"source" text NOT NULL,
	"edited_by_admin" boolean DEFAULT false NOT NULL,
	"question_order_edited" boolean DEFAULT false NOT NULL,
	"retired_at" timestamp with time zone,
	"retired_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_types_key_unique" UNIQUE("key"),
	CONSTRAINT "document_types_practice_area_check" CHECK ("document_types"."practice_area_id" between 1 and 6),
	CONSTRAINT "document_types_source_check" CHECK ("document_types"."source" in ('seed', 'firm')),
	CONSTRAINT "document_types_retired_by_check" CHECK ("document_types"."retired_by" in ('admin', 'seed'))
);
--> statement-breakpoint
CREATE TABLE "question_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"answer_type" text NOT NULL,
	"hints" jsonb NOT NULL,
	"regions" text[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_versions_question_version_unique" UNIQUE("question_id","version"),
	CONSTRAINT "question_versions_answer_type_check" CHECK ("question_versions"."answer_type" in ('date', 'money', 'duration', 'party', 'yes_no', 'address', 'identifier', 'percentage', 'text'))
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_type_id" integer NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"source" text NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"edited_by_admin" boolean DEFAULT false NOT NULL,
	"retired_at" timestamp with time zone,
	"retired_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_document_type_key_unique" UNIQUE("document_type_id","key"),
	CONSTRAINT "questions_source_check" CHECK ("questions"."source" in ('seed', 'firm')),
	CONSTRAINT "questions_retired_by_check" CHECK ("questions"."retired_by" in ('admin', 'seed'))
);
--> statement-breakpoint
CREATE TABLE "user_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"is_active" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_configurations_user_type_value_unique" UNIQUE("user_id","type","value"),
	CONSTRAINT "user_configurations_type_check" CHECK ("user_configurations"."type" in ('TYPE-REGION', 'TYPE-PRACTICE-AREA'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_versions" ADD CONSTRAINT "question_versions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_versions" ADD CONSTRAINT "question_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_configurations" ADD CONSTRAINT "user_configurations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "audit_log_user_id_idx" ON "audit_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "document_types_practice_area_idx" ON "document_types" USING btree ("practice_area_id","position");--> statement-breakpoint
CREATE INDEX "questions_document_type_position_idx" ON "questions" USING btree ("document_type_id","position");