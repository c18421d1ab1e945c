CREATE TABLE "annotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_file_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"quote" text NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	"verified" boolean NOT NULL,
	"label" text NOT NULL,
	"question_id" integer,
	"value" text,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_case_file_id_case_files_id_fk" FOREIGN KEY ("case_file_id") REFERENCES "public"."case_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "annotations_case_file_idx" ON "annotations" USING btree ("case_file_id");--> statement-breakpoint
CREATE INDEX "annotations_question_idx" ON "annotations" USING btree ("question_id");