ALTER TABLE "case_answers" DROP CONSTRAINT "case_answers_status_check";--> statement-breakpoint
ALTER TABLE "case_answers" ADD COLUMN "flagged_for_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "case_answers" ADD CONSTRAINT "case_answers_status_check" CHECK ("case_answers"."status" in ('pending', 'answered', 'needs_review', 'not_found', 'failed'));