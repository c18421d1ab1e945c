ALTER TABLE "uploads" ALTER COLUMN "extracted_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "pages" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "ocr_pages" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "confidence" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "annexures" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "batch_id" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "batch_index" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "batch_total" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_status_check" CHECK ("uploads"."status" in ('processing', 'ready', 'failed'));