-- The autosave path (docs/decisions/023-write-path-and-session-speed.md). A client's save used to rewrite its
-- submission-center row twice (the projected fields, then the activity time), each a new row version carrying
-- every index (three of them trigram), so the table bloated under repeated saves. Now a save writes the row at most
-- once, and only when what the row shows changes: a projected field (name, email, phone, ZIP, search text, drugs,
-- pharmacies, type, status, signature) or the client's activity time, which moves at most once a minute (the list
-- sorts by it; the minute is its precision). The hot tables leave room on their pages for HOT updates and are
-- vacuumed early.

-- Whether a client's write should move the activity time of a row last active at `last_active_at`.
CREATE FUNCTION submissions_touch_due(last_active_at timestamptz) RETURNS boolean
LANGUAGE sql STABLE AS $$ SELECT submissions_client_write() AND last_active_at < now() - interval '1 minute' $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION submissions_touch(p_response_id uuid) RETURNS void
LANGUAGE sql AS $$
  UPDATE submissions
  SET last_active_at = greatest(last_active_at, now()),
      activity_at = coalesce(submitted_at, greatest(last_active_at, now()))
  WHERE response_id = p_response_id AND submissions_touch_due(last_active_at)
$$;
--> statement-breakpoint
-- As in migration 0021, as one statement that writes the row only when something it shows changed.
CREATE OR REPLACE FUNCTION submissions_on_response() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  client boolean;
  regroup boolean;
BEGIN
  IF submissions_sync_skipped() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO submissions (response_id, org_id, link_id, survey_type, status, created_at, submitted_at, last_active_at, activity_at,
                             signature_status)
    VALUES (NEW.id, NEW.org_id, NEW.link_id, NEW.survey_type, NEW.status, NEW.created_at, NEW.submitted_at, NEW.created_at,
            coalesce(NEW.submitted_at, NEW.created_at), submissions_signature_status(NEW.id, NEW.survey_type))
    ON CONFLICT (response_id) DO NOTHING;
    RETURN NULL;
  END IF;
  client := submissions_client_write();
  regroup := (OLD.org_id, OLD.link_id, OLD.survey_type, OLD.status, OLD.submitted_at)
    IS DISTINCT FROM (NEW.org_id, NEW.link_id, NEW.survey_type, NEW.status, NEW.submitted_at);
  UPDATE submissions s
  SET org_id = NEW.org_id, link_id = NEW.link_id, survey_type = NEW.survey_type, status = NEW.status,
      submitted_at = NEW.submitted_at,
      last_active_at = CASE WHEN client THEN greatest(s.last_active_at, now()) ELSE s.last_active_at END,
      activity_at = coalesce(NEW.submitted_at, CASE WHEN client THEN greatest(s.last_active_at, now()) ELSE s.last_active_at END),
      signature_status = CASE
        WHEN (OLD.survey_type, OLD.status) IS DISTINCT FROM (NEW.survey_type, NEW.status)
          THEN submissions_signature_status(NEW.id, NEW.survey_type)
        ELSE s.signature_status
      END
  WHERE s.response_id = NEW.id AND (regroup OR submissions_touch_due(s.last_active_at));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION submissions_on_content() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  client boolean := TG_OP = 'UPDATE' AND submissions_client_write();
  v_first text := nullif(btrim(NEW.data->>'first_name'), '');
  v_last text := nullif(btrim(NEW.data->>'last_name'), '');
  v_email text := nullif(btrim(NEW.data->>'email'), '');
  v_phone text := nullif(btrim(NEW.data->>'phone'), '');
  v_zip text := nullif(left(btrim(NEW.data->>'zip'), 5), '');
  v_search text := submissions_search_text(NEW.data);
BEGIN
  IF submissions_sync_skipped() THEN RETURN NULL; END IF;
  UPDATE submissions s
  SET first_name = v_first, last_name = v_last, email = v_email, phone = v_phone, zip = v_zip, search_text = v_search,
      last_active_at = CASE WHEN client THEN greatest(s.last_active_at, now()) ELSE s.last_active_at END,
      activity_at = CASE WHEN client THEN coalesce(s.submitted_at, greatest(s.last_active_at, now())) ELSE s.activity_at END
  WHERE s.response_id = NEW.response_id
    AND ((s.first_name, s.last_name, s.email, s.phone, s.zip, s.search_text) IS DISTINCT FROM (v_first, v_last, v_email, v_phone, v_zip, v_search)
         OR (client AND submissions_touch_due(s.last_active_at)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The answers' trigger runs only when the answers changed (a write that changed nothing updates no row anyway).
DROP TRIGGER submissions_sync ON survey_contents;
--> statement-breakpoint
CREATE TRIGGER submissions_sync AFTER INSERT ON survey_contents
  FOR EACH ROW EXECUTE FUNCTION submissions_on_content();
--> statement-breakpoint
CREATE TRIGGER submissions_sync_update AFTER UPDATE ON survey_contents
  FOR EACH ROW WHEN (OLD.data IS DISTINCT FROM NEW.data) EXECUTE FUNCTION submissions_on_content();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION submissions_on_item() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  content_id uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.survey_content_id ELSE NEW.survey_content_id END;
  client boolean := submissions_client_write();
  target uuid;
  v_drugs text[];
  v_pharmacies text;
BEGIN
  IF submissions_sync_skipped() THEN RETURN NULL; END IF;
  SELECT response_id INTO target FROM survey_contents WHERE id = content_id;
  IF target IS NULL THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'prescription_responses' THEN
    v_drugs := submissions_drug_ids(content_id);
    UPDATE submissions s
    SET drug_ids = v_drugs,
        last_active_at = CASE WHEN client THEN greatest(s.last_active_at, now()) ELSE s.last_active_at END,
        activity_at = CASE WHEN client THEN coalesce(s.submitted_at, greatest(s.last_active_at, now())) ELSE s.activity_at END
    WHERE s.response_id = target AND (s.drug_ids IS DISTINCT FROM v_drugs OR (client AND submissions_touch_due(s.last_active_at)));
  ELSIF TG_TABLE_NAME = 'pharmacy_responses' THEN
    v_pharmacies := submissions_pharmacy_names(content_id);
    UPDATE submissions s
    SET pharmacy_names = v_pharmacies,
        last_active_at = CASE WHEN client THEN greatest(s.last_active_at, now()) ELSE s.last_active_at END,
        activity_at = CASE WHEN client THEN coalesce(s.submitted_at, greatest(s.last_active_at, now())) ELSE s.activity_at END
    WHERE s.response_id = target
      AND (s.pharmacy_names IS DISTINCT FROM v_pharmacies OR (client AND submissions_touch_due(s.last_active_at)));
  ELSE
    PERFORM submissions_touch(target);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION submissions_on_consent() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  client boolean := submissions_client_write();
BEGIN
  IF submissions_sync_skipped() THEN RETURN NULL; END IF;
  UPDATE submissions s
  SET signature_status = CASE
        WHEN s.signature_status = 'not_signed' AND submissions_signature_kind(s.survey_type) = NEW.kind THEN 'signed'
        ELSE s.signature_status
      END,
      last_active_at = CASE WHEN client THEN greatest(s.last_active_at, now()) ELSE s.last_active_at END,
      activity_at = CASE WHEN client THEN coalesce(s.submitted_at, greatest(s.last_active_at, now())) ELSE s.activity_at END
  WHERE s.response_id = NEW.response_id
    AND ((s.signature_status = 'not_signed' AND submissions_signature_kind(s.survey_type) = NEW.kind)
         OR (client AND submissions_touch_due(s.last_active_at)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Room on each page for the new version of a row updated in place (HOT: no index entry when no indexed column
-- changed), and vacuum after 2% of a hot table changed rather than 20%.
ALTER TABLE survey_contents SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 200,
  autovacuum_analyze_scale_factor = 0.05);
--> statement-breakpoint
ALTER TABLE survey_responses SET (fillfactor = 80, autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 200,
  autovacuum_analyze_scale_factor = 0.05);
--> statement-breakpoint
ALTER TABLE response_versions SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 200);
--> statement-breakpoint
ALTER TABLE submissions SET (fillfactor = 85, autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 500,
  autovacuum_analyze_scale_factor = 0.05);
--> statement-breakpoint
ALTER TABLE submission_activity_counts SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 200);
--> statement-breakpoint
ALTER TABLE submission_org_activity_counts SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_threshold = 200);
