-- A submission's PDF is served only while it shows the response's current version (docs/product.md "The
-- submission's PDF"). The version rises in the transaction of every change to what the PDF shows, whoever writes it.
CREATE TABLE "response_versions" (
	"response_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "response_versions" ADD CONSTRAINT "response_versions_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- One PDF per submission and reader's language. PDFs made before versions existed are made again when asked for.
ALTER TABLE "submission_pdfs" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_pdfs" ADD COLUMN "content_version" bigint;--> statement-breakpoint
ALTER TABLE "submission_pdfs" DROP COLUMN "generation";--> statement-breakpoint
ALTER TABLE "submission_pdfs" DROP CONSTRAINT "submission_pdfs_pkey";--> statement-breakpoint
ALTER TABLE "submission_pdfs" ADD CONSTRAINT "submission_pdfs_response_id_locale_pk" PRIMARY KEY("response_id","locale");--> statement-breakpoint
CREATE FUNCTION response_versions_bump(p_response_id uuid) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO response_versions AS v (response_id, version) VALUES (p_response_id, 1)
  ON CONFLICT (response_id) DO UPDATE SET version = v.version + 1
$$;
--> statement-breakpoint
-- The response itself: its language and its status (the screen it is on is not shown).
CREATE FUNCTION response_versions_on_response() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF submissions_sync_skipped() THEN RETURN NULL; END IF;
  IF NEW.locale IS DISTINCT FROM OLD.locale OR NEW.status IS DISTINCT FROM OLD.status
     OR NEW.submitted_at IS DISTINCT FROM OLD.submitted_at THEN
    PERFORM response_versions_bump(NEW.id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION response_versions_on_content() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF submissions_sync_skipped() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' OR NEW.data IS DISTINCT FROM OLD.data THEN
    PERFORM response_versions_bump(NEW.response_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION response_versions_on_item() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  content_id uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.survey_content_id ELSE NEW.survey_content_id END;
  target uuid;
BEGIN
  IF submissions_sync_skipped() THEN RETURN NULL; END IF;
  SELECT response_id INTO target FROM survey_contents WHERE id = content_id;
  IF target IS NOT NULL THEN PERFORM response_versions_bump(target); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION response_versions_on_consent() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF submissions_sync_skipped() THEN RETURN NULL; END IF;
  PERFORM response_versions_bump(NEW.response_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER response_versions_sync AFTER UPDATE ON survey_responses
FOR EACH ROW EXECUTE FUNCTION response_versions_on_response();
--> statement-breakpoint
CREATE TRIGGER response_versions_sync AFTER INSERT OR UPDATE ON survey_contents
FOR EACH ROW EXECUTE FUNCTION response_versions_on_content();
--> statement-breakpoint
CREATE TRIGGER response_versions_sync AFTER INSERT OR UPDATE OR DELETE ON prescription_responses
FOR EACH ROW EXECUTE FUNCTION response_versions_on_item();
--> statement-breakpoint
CREATE TRIGGER response_versions_sync AFTER INSERT OR UPDATE OR DELETE ON pharmacy_responses
FOR EACH ROW EXECUTE FUNCTION response_versions_on_item();
--> statement-breakpoint
CREATE TRIGGER response_versions_sync AFTER INSERT OR UPDATE OR DELETE ON specialist_responses
FOR EACH ROW EXECUTE FUNCTION response_versions_on_item();
--> statement-breakpoint
CREATE TRIGGER response_versions_sync AFTER INSERT OR UPDATE OR DELETE ON hospital_responses
FOR EACH ROW EXECUTE FUNCTION response_versions_on_item();
--> statement-breakpoint
CREATE TRIGGER response_versions_sync AFTER INSERT OR UPDATE OR DELETE ON do_these_apply_responses
FOR EACH ROW EXECUTE FUNCTION response_versions_on_item();
--> statement-breakpoint
CREATE TRIGGER response_versions_sync AFTER INSERT OR UPDATE OR DELETE ON scope_of_appointment_responses
FOR EACH ROW EXECUTE FUNCTION response_versions_on_item();
--> statement-breakpoint
CREATE TRIGGER response_versions_sync AFTER INSERT OR UPDATE OR DELETE ON life_health_condition_responses
FOR EACH ROW EXECUTE FUNCTION response_versions_on_item();
--> statement-breakpoint
CREATE TRIGGER response_versions_sync AFTER INSERT OR UPDATE OR DELETE ON aca_household_members
FOR EACH ROW EXECUTE FUNCTION response_versions_on_item();
--> statement-breakpoint
CREATE TRIGGER response_versions_sync AFTER INSERT ON consent_records
FOR EACH ROW EXECUTE FUNCTION response_versions_on_consent();
