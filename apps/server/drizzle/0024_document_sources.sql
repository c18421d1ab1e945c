ALTER TABLE "case_files" ADD COLUMN "original_key" text;--> statement-breakpoint
ALTER TABLE "case_files" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "original_key" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "source" jsonb;