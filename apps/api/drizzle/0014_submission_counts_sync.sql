-- The dashboard's counters (submission_counts, submission_activity_counts and submission_org_activity_counts,
-- migration 0013) are kept by a trigger on the submission center's rows, in the transaction that changes a row, so they are never stale
-- (docs/decisions/008-submission-center.md). What a row adds to: its link, type and status (all time), and the hour
-- (UTC) of its activity_at with its status, per link and per organisation (the days, in any time zone: the API
-- counts the rows of an hour split by a day's start apart).

-- The hour (UTC, whatever the session's time zone) a time falls in.
CREATE FUNCTION submissions_period(at timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT date_bin(interval '1 hour', at, timestamptz '2000-01-01 00:00:00+00') $$;
--> statement-breakpoint
-- Adds `n` (1 or -1) to the all-time counter of a link, type and status.
CREATE FUNCTION submission_counts_add(p_org uuid, p_link uuid, p_type text, p_status text, n integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO submission_counts AS c (org_id, link_id, survey_type, status, n)
  VALUES (p_org, p_link, p_type, p_status, n)
  ON CONFLICT (org_id, link_id, survey_type, status) DO UPDATE SET n = c.n + excluded.n
$$;
--> statement-breakpoint
-- Adds `n` (1 or -1) to the counters of a link and of its organisation for a status in the hour of `p_activity_at`.
CREATE FUNCTION submission_activity_counts_add(p_org uuid, p_link uuid, p_status text, p_activity_at timestamptz, n integer)
RETURNS void
LANGUAGE sql AS $$
  INSERT INTO submission_activity_counts AS c (org_id, link_id, period_start, status, n)
  VALUES (p_org, p_link, submissions_period(p_activity_at), p_status, n)
  ON CONFLICT (org_id, link_id, period_start, status) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO submission_org_activity_counts AS c (org_id, period_start, status, n)
  VALUES (p_org, submissions_period(p_activity_at), p_status, n)
  ON CONFLICT (org_id, period_start, status) DO UPDATE SET n = c.n + excluded.n;
$$;
--> statement-breakpoint
-- The old values leave their counters, the new ones join theirs. A client's write only moves the hour: the
-- link's all-time counter, which every response of the link shares, is then left alone (and unlocked). Skipped with
-- the rest of the sync by a bulk load (planready.skip_submission_sync), which recounts with submissions_rebuild.
CREATE FUNCTION submission_counts_on_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  same_group boolean := TG_OP = 'UPDATE'
    AND (OLD.org_id, OLD.link_id, OLD.survey_type, OLD.status) IS NOT DISTINCT FROM (NEW.org_id, NEW.link_id, NEW.survey_type, NEW.status);
BEGIN
  IF submissions_sync_skipped() THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF NOT same_group THEN PERFORM submission_counts_add(OLD.org_id, OLD.link_id, OLD.survey_type, OLD.status, -1); END IF;
    PERFORM submission_activity_counts_add(OLD.org_id, OLD.link_id, OLD.status, OLD.activity_at, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NOT same_group THEN PERFORM submission_counts_add(NEW.org_id, NEW.link_id, NEW.survey_type, NEW.status, 1); END IF;
    PERFORM submission_activity_counts_add(NEW.org_id, NEW.link_id, NEW.status, NEW.activity_at, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Recounts one organisation (all with null) from its rows. Writers of submissions wait meanwhile, so no change is
-- counted twice or lost.
CREATE FUNCTION submission_counts_rebuild(p_org uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE submissions IN SHARE MODE;
  DELETE FROM submission_counts WHERE p_org IS NULL OR org_id = p_org;
  DELETE FROM submission_activity_counts WHERE p_org IS NULL OR org_id = p_org;
  DELETE FROM submission_org_activity_counts WHERE p_org IS NULL OR org_id = p_org;
  INSERT INTO submission_counts (org_id, link_id, survey_type, status, n)
  SELECT org_id, link_id, survey_type, status, count(*) FROM submissions
  WHERE p_org IS NULL OR org_id = p_org
  GROUP BY 1, 2, 3, 4;
  INSERT INTO submission_activity_counts (org_id, link_id, period_start, status, n)
  SELECT org_id, link_id, submissions_period(activity_at), status, count(*) FROM submissions
  WHERE p_org IS NULL OR org_id = p_org
  GROUP BY 1, 2, 3, 4;
  INSERT INTO submission_org_activity_counts (org_id, period_start, status, n)
  SELECT org_id, period_start, status, sum(n) FROM submission_activity_counts
  WHERE p_org IS NULL OR org_id = p_org
  GROUP BY 1, 2, 3;
END;
$$;
--> statement-breakpoint
-- submissions_rebuild (migration 0011) now also recounts: its rows are written without the per-row counter trigger
-- (one recount is much faster than a million trigger calls), then the organisation is recounted.
ALTER FUNCTION submissions_rebuild(uuid) RENAME TO submissions_rebuild_rows;
--> statement-breakpoint
CREATE FUNCTION submissions_rebuild(p_org uuid) RETURNS bigint
LANGUAGE plpgsql
-- For this call only: PostgreSQL restores the caller's value on return.
SET planready.skip_submission_sync = 'on'
AS $$
DECLARE
  total bigint;
BEGIN
  -- Writers wait until the recount is committed; a second rebuild waits for the first.
  LOCK TABLE submissions IN SHARE ROW EXCLUSIVE MODE;
  total := submissions_rebuild_rows(p_org);
  PERFORM submission_counts_rebuild(p_org);
  RETURN total;
END;
$$;
--> statement-breakpoint
-- Only a change of what is counted calls the function: archiving, names and a client's writes within the same hour
-- do not.
CREATE TRIGGER submission_counts_sync AFTER INSERT OR DELETE ON submissions
  FOR EACH ROW EXECUTE FUNCTION submission_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER submission_counts_sync_update AFTER UPDATE ON submissions
  FOR EACH ROW
  WHEN ((OLD.org_id, OLD.link_id, OLD.survey_type, OLD.status, submissions_period(OLD.activity_at))
    IS DISTINCT FROM (NEW.org_id, NEW.link_id, NEW.survey_type, NEW.status, submissions_period(NEW.activity_at)))
  EXECUTE FUNCTION submission_counts_on_change();
--> statement-breakpoint
SELECT submission_counts_rebuild(NULL);
--> statement-breakpoint
ANALYZE submission_counts, submission_activity_counts, submission_org_activity_counts;
