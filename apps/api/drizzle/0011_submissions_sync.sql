-- The submission center's row of each survey response (table submissions, migration 0010) is kept by these
-- triggers, in the transaction that saves the answers, whoever writes them (docs/decisions/008-submission-center.md).
-- A client's write moves `last_active_at`; an agent's correction (planready.dashboard_write = 'on') does not.
-- A bulk load may skip the work (planready.skip_submission_sync = 'on') and call submissions_rebuild afterwards.

-- Lower-case first, preferred and last name, email and the phone's digits: what a name search matches.
CREATE FUNCTION submissions_search_text(data jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(concat_ws(' ',
    nullif(btrim(data->>'first_name'), ''),
    nullif(btrim(data->>'preferred_name'), ''),
    nullif(btrim(data->>'last_name'), ''),
    nullif(btrim(data->>'email'), ''),
    nullif(regexp_replace(coalesce(data->>'phone', ''), '\D', '', 'g'), '')))
$$;
--> statement-breakpoint
CREATE FUNCTION submissions_drug_ids(content_id uuid) RETURNS text[]
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT p.data->>'rxcui' ORDER BY p.data->>'rxcui'), '{}'::text[])
  FROM prescription_responses p
  WHERE p.survey_content_id = content_id AND p.deleted_at IS NULL AND nullif(p.data->>'rxcui', '') IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION submissions_pharmacy_names(content_id uuid) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(DISTINCT lower(btrim(p.data->>'name')), E'\n'), '')
  FROM pharmacy_responses p
  WHERE p.survey_content_id = content_id AND p.deleted_at IS NULL AND nullif(btrim(p.data->>'name'), '') IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION submissions_sync_skipped() RETURNS boolean
LANGUAGE sql STABLE AS $$ SELECT coalesce(current_setting('planready.skip_submission_sync', true), '') = 'on' $$;
--> statement-breakpoint
CREATE FUNCTION submissions_client_write() RETURNS boolean
LANGUAGE sql STABLE AS $$ SELECT coalesce(current_setting('planready.dashboard_write', true), '') <> 'on' $$;
--> statement-breakpoint
-- Records client activity on a response: its last write, and the list's time while it is in progress.
CREATE FUNCTION submissions_touch(p_response_id uuid) RETURNS void
LANGUAGE sql AS $$
  UPDATE submissions
  SET last_active_at = greatest(last_active_at, now()),
      activity_at = coalesce(submitted_at, greatest(last_active_at, now()))
  WHERE response_id = p_response_id AND submissions_client_write()
$$;
--> statement-breakpoint
CREATE FUNCTION submissions_on_response() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF submissions_sync_skipped() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO submissions (response_id, org_id, link_id, survey_type, status, created_at, submitted_at, last_active_at, activity_at)
    VALUES (NEW.id, NEW.org_id, NEW.link_id, NEW.survey_type, NEW.status, NEW.created_at, NEW.submitted_at, NEW.created_at,
            coalesce(NEW.submitted_at, NEW.created_at))
    ON CONFLICT (response_id) DO NOTHING;
  ELSE
    UPDATE submissions
    SET org_id = NEW.org_id, link_id = NEW.link_id, survey_type = NEW.survey_type, status = NEW.status,
        submitted_at = NEW.submitted_at,
        activity_at = coalesce(NEW.submitted_at, last_active_at)
    WHERE response_id = NEW.id;
    PERFORM submissions_touch(NEW.id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION submissions_on_content() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF submissions_sync_skipped() THEN RETURN NULL; END IF;
  UPDATE submissions
  SET first_name = nullif(btrim(NEW.data->>'first_name'), ''),
      last_name = nullif(btrim(NEW.data->>'last_name'), ''),
      email = nullif(btrim(NEW.data->>'email'), ''),
      phone = nullif(btrim(NEW.data->>'phone'), ''),
      zip = nullif(left(btrim(NEW.data->>'zip'), 5), ''),
      search_text = submissions_search_text(NEW.data)
  WHERE response_id = NEW.response_id;
  IF TG_OP = 'UPDATE' THEN PERFORM submissions_touch(NEW.response_id); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Child collections: prescriptions and pharmacies are filters; every collection is client activity.
CREATE FUNCTION submissions_on_item() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  content_id uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.survey_content_id ELSE NEW.survey_content_id END;
  target uuid;
BEGIN
  IF submissions_sync_skipped() THEN RETURN NULL; END IF;
  SELECT response_id INTO target FROM survey_contents WHERE id = content_id;
  IF target IS NULL THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'prescription_responses' THEN
    UPDATE submissions SET drug_ids = submissions_drug_ids(content_id) WHERE response_id = target;
  ELSIF TG_TABLE_NAME = 'pharmacy_responses' THEN
    UPDATE submissions SET pharmacy_names = submissions_pharmacy_names(content_id) WHERE response_id = target;
  END IF;
  PERFORM submissions_touch(target);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION submissions_on_consent() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF submissions_sync_skipped() THEN RETURN NULL; END IF;
  PERFORM submissions_touch(NEW.response_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Rebuilds the rows of one organisation (all with null) from the answers; archive state is kept. For bulk loads and
-- repairs; also fills the table for responses saved before it existed. Set-based (one pass over each collection),
-- with the same rules as the triggers' functions above.
CREATE FUNCTION submissions_rebuild(p_org uuid) RETURNS bigint
LANGUAGE plpgsql AS $fn$
DECLARE
  scope text := CASE WHEN p_org IS NULL THEN 'true' ELSE format('r.org_id = %L', p_org) END;
  total bigint;
BEGIN
  -- Dynamic, so each call is planned for its organisation (a generic plan of "org or all" was far slower).
  EXECUTE format($sql$
  WITH drugs AS (
    SELECT p.survey_content_id, array_agg(DISTINCT p.data->>'rxcui' ORDER BY p.data->>'rxcui') AS ids
    FROM prescription_responses p
    JOIN survey_contents c ON c.id = p.survey_content_id
    JOIN survey_responses r ON r.id = c.response_id
    WHERE %1$s AND p.deleted_at IS NULL AND nullif(p.data->>'rxcui', '') IS NOT NULL
    GROUP BY p.survey_content_id
  ), pharmacies AS (
    SELECT p.survey_content_id, string_agg(DISTINCT lower(btrim(p.data->>'name')), E'\n') AS names
    FROM pharmacy_responses p
    JOIN survey_contents c ON c.id = p.survey_content_id
    JOIN survey_responses r ON r.id = c.response_id
    WHERE %1$s AND p.deleted_at IS NULL AND nullif(btrim(p.data->>'name'), '') IS NOT NULL
    GROUP BY p.survey_content_id
  ), upserted AS (
    INSERT INTO submissions AS s (response_id, org_id, link_id, survey_type, status, created_at, submitted_at, last_active_at,
      activity_at, first_name, last_name, email, phone, zip, search_text, drug_ids, pharmacy_names)
    SELECT r.id, r.org_id, r.link_id, r.survey_type, r.status, r.created_at, r.submitted_at,
      greatest(r.updated_at, c.updated_at), coalesce(r.submitted_at, greatest(r.updated_at, c.updated_at)),
      nullif(btrim(c.data->>'first_name'), ''), nullif(btrim(c.data->>'last_name'), ''),
      nullif(btrim(c.data->>'email'), ''), nullif(btrim(c.data->>'phone'), ''), nullif(left(btrim(c.data->>'zip'), 5), ''),
      coalesce(submissions_search_text(c.data), ''), coalesce(d.ids, '{}'::text[]), coalesce(ph.names, '')
    FROM survey_responses r
    LEFT JOIN survey_contents c ON c.response_id = r.id
    LEFT JOIN drugs d ON d.survey_content_id = c.id
    LEFT JOIN pharmacies ph ON ph.survey_content_id = c.id
    WHERE %1$s
    ON CONFLICT (response_id) DO UPDATE
    SET org_id = excluded.org_id, link_id = excluded.link_id, survey_type = excluded.survey_type, status = excluded.status,
        created_at = excluded.created_at, submitted_at = excluded.submitted_at, last_active_at = excluded.last_active_at,
        activity_at = excluded.activity_at, first_name = excluded.first_name, last_name = excluded.last_name,
        email = excluded.email, phone = excluded.phone, zip = excluded.zip, search_text = excluded.search_text,
        drug_ids = excluded.drug_ids, pharmacy_names = excluded.pharmacy_names
    RETURNING 1
  )
  SELECT count(*) FROM upserted
  $sql$, scope) INTO total;
  RETURN total;
END;
$fn$;
--> statement-breakpoint
CREATE TRIGGER submissions_sync AFTER INSERT OR UPDATE ON survey_responses
  FOR EACH ROW EXECUTE FUNCTION submissions_on_response();
--> statement-breakpoint
CREATE TRIGGER submissions_sync AFTER INSERT OR UPDATE ON survey_contents
  FOR EACH ROW EXECUTE FUNCTION submissions_on_content();
--> statement-breakpoint
CREATE TRIGGER submissions_sync AFTER INSERT OR UPDATE OR DELETE ON prescription_responses
  FOR EACH ROW EXECUTE FUNCTION submissions_on_item();
--> statement-breakpoint
CREATE TRIGGER submissions_sync AFTER INSERT OR UPDATE OR DELETE ON pharmacy_responses
  FOR EACH ROW EXECUTE FUNCTION submissions_on_item();
--> statement-breakpoint
CREATE TRIGGER submissions_sync AFTER INSERT OR UPDATE OR DELETE ON specialist_responses
  FOR EACH ROW EXECUTE FUNCTION submissions_on_item();
--> statement-breakpoint
CREATE TRIGGER submissions_sync AFTER INSERT OR UPDATE OR DELETE ON hospital_responses
  FOR EACH ROW EXECUTE FUNCTION submissions_on_item();
--> statement-breakpoint
CREATE TRIGGER submissions_sync AFTER INSERT OR UPDATE OR DELETE ON do_these_apply_responses
  FOR EACH ROW EXECUTE FUNCTION submissions_on_item();
--> statement-breakpoint
CREATE TRIGGER submissions_sync AFTER INSERT OR UPDATE OR DELETE ON scope_of_appointment_responses
  FOR EACH ROW EXECUTE FUNCTION submissions_on_item();
--> statement-breakpoint
CREATE TRIGGER submissions_sync AFTER INSERT OR UPDATE OR DELETE ON life_health_condition_responses
  FOR EACH ROW EXECUTE FUNCTION submissions_on_item();
--> statement-breakpoint
CREATE TRIGGER submissions_sync AFTER INSERT OR UPDATE OR DELETE ON aca_household_members
  FOR EACH ROW EXECUTE FUNCTION submissions_on_item();
--> statement-breakpoint
CREATE TRIGGER submissions_sync AFTER INSERT ON consent_records
  FOR EACH ROW EXECUTE FUNCTION submissions_on_consent();
--> statement-breakpoint
SELECT submissions_rebuild(NULL);
