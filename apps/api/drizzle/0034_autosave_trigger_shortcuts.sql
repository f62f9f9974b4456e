-- The autosave's triggers, cheaper on the common write (docs/decisions/023-write-path-and-session-speed.md).
--
-- The submission center's projection of the answers: a write that changes none of the answers the list shows or
-- searches (first, preferred and last name, email, phone, ZIP) leaves the projection as it is and only records the
-- client's activity (at most once a minute, as before), without computing the projection's values (the search text's
-- regular expression included) or comparing them. Any other write is handled exactly as before.
CREATE OR REPLACE FUNCTION submissions_on_content() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  client boolean;
  v_first text;
  v_last text;
  v_email text;
  v_phone text;
  v_zip text;
  v_search text;
BEGIN
  IF submissions_sync_skipped() THEN RETURN NULL; END IF;
  client := TG_OP = 'UPDATE' AND submissions_client_write();
  IF TG_OP = 'UPDATE'
     AND (OLD.data->'first_name', OLD.data->'preferred_name', OLD.data->'last_name', OLD.data->'email', OLD.data->'phone', OLD.data->'zip')
         IS NOT DISTINCT FROM
         (NEW.data->'first_name', NEW.data->'preferred_name', NEW.data->'last_name', NEW.data->'email', NEW.data->'phone', NEW.data->'zip') THEN
    IF client THEN
      UPDATE submissions s
      SET last_active_at = greatest(s.last_active_at, now()),
          activity_at = coalesce(s.submitted_at, greatest(s.last_active_at, now()))
      WHERE s.response_id = NEW.response_id AND submissions_touch_due(s.last_active_at);
    END IF;
    RETURN NULL;
  END IF;
  v_first := nullif(btrim(NEW.data->>'first_name'), '');
  v_last := nullif(btrim(NEW.data->>'last_name'), '');
  v_email := nullif(btrim(NEW.data->>'email'), '');
  v_phone := nullif(btrim(NEW.data->>'phone'), '');
  v_zip := nullif(left(btrim(NEW.data->>'zip'), 5), '');
  v_search := submissions_search_text(NEW.data);
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
-- A response's version: an UPDATE of its row, which exists after its first change, rather than an insert that
-- conflicts every time; in PL/pgSQL, whose statements keep their plans for the session.
CREATE OR REPLACE FUNCTION response_versions_bump(p_response_id uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE response_versions SET version = version + 1 WHERE response_id = p_response_id;
  IF NOT FOUND THEN
    INSERT INTO response_versions AS v (response_id, version) VALUES (p_response_id, 1)
    ON CONFLICT (response_id) DO UPDATE SET version = v.version + 1;
  END IF;
END;
$$;
