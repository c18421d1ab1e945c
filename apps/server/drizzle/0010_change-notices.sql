-- Caches in each process (the catalogue, token lookups) hear of changes through NOTIFY on dd_changes, sent at
-- commit whichever process or tool made them. 'catalogue': anything in the question bank; 'user:<id>': the
-- account changed or one of its tokens was revoked or deleted. PostgreSQL folds repeats within a transaction.
CREATE FUNCTION dd_notify_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dd_changes', 'catalogue');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION dd_notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dd_changes', 'user:' || OLD.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION dd_notify_token_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dd_changes', 'user:' || OLD.user_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER document_types_change_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON document_types
  FOR EACH STATEMENT EXECUTE FUNCTION dd_notify_catalogue_change();--> statement-breakpoint
CREATE TRIGGER questions_change_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON questions
  FOR EACH STATEMENT EXECUTE FUNCTION dd_notify_catalogue_change();--> statement-breakpoint
CREATE TRIGGER question_versions_change_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON question_versions
  FOR EACH STATEMENT EXECUTE FUNCTION dd_notify_catalogue_change();--> statement-breakpoint
CREATE TRIGGER users_change_notice AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION dd_notify_user_change();--> statement-breakpoint
-- Touching last_used_at is no news: only a revocation, or a token gone, is.
CREATE TRIGGER access_tokens_revoke_notice AFTER UPDATE OF revoked_at ON access_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at) EXECUTE FUNCTION dd_notify_token_change();--> statement-breakpoint
CREATE TRIGGER access_tokens_delete_notice AFTER DELETE ON access_tokens
  FOR EACH ROW EXECUTE FUNCTION dd_notify_token_change();
