ALTER TABLE "uploads" DROP CONSTRAINT "uploads_status_check";--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "archive_id" uuid;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "archive_refusals" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_archive_id_uploads_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_archive_id_idx" ON "uploads" USING btree ("archive_id");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_status_check" CHECK ("uploads"."status" in ('processing', 'ready', 'failed', 'unpacked'));