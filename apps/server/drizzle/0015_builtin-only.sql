CREATE TABLE "firm_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"builtin_only_by_default" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_settings_single_row" CHECK ("firm_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "builtin_only" boolean DEFAULT false NOT NULL;