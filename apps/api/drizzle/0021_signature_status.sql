CREATE TABLE "signature_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"response_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"requested_by" uuid,
	"emailed_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "signature_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD COLUMN "signature_request_id" uuid;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "signature_status" text DEFAULT 'not_signed' NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_requests_response_idx" ON "signature_requests" USING btree ("response_id");--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_signature_request_id_signature_requests_id_fk" FOREIGN KEY ("signature_request_id") REFERENCES "public"."signature_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consent_records_signature_request_idx" ON "consent_records" USING btree ("signature_request_id") WHERE signature_request_id is not null;--> statement-breakpoint
-- Signing is a state of the submission (docs/product.md#signatures): `signature_status` says whether the consent
-- the survey type asks for is signed. Kept by the submission center's triggers (migration 0011) when a response is
-- created, changes type or is submitted, and when a consent is recorded; submissions_rebuild derives the same.

-- The consent a survey type asks for: the one whose screen is in its screen order (contracts `signatureKindFor`,
-- which a test compares with this), or null when it has no signing screen.
CREATE FUNCTION submissions_signature_kind(p_type text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN p_type IN ('aca', 'aca_consent_only') THEN 'aca_consent'
    WHEN p_type IN ('medicare', 'connecture', 'crm', 'aep_update', 'scope_only') THEN 'soa'
  END
$$;
--> statement-breakpoint
CREATE FUNCTION submissions_signature_status(p_response_id uuid, p_type text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN submissions_signature_kind(p_type) IS NULL THEN 'not_required'
    WHEN EXISTS (SELECT 1 FROM consent_records c WHERE c.response_id = p_response_id AND c.kind = submissions_signature_kind(p_type))
      THEN 'signed'
    ELSE 'not_signed'
  END
$$;
--> statement-breakpoint
-- As in migration 0011, with the signature state set on insert and worked out again only when the type or the
-- status changes (a submit): a client's screen moves, the common update, do not look at the consents.
CREATE OR REPLACE FUNCTION submissions_on_response() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF submissions_sync_skipped() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO submissions (response_id, org_id, link_id, survey_type, status, created_at, submitted_at, last_active_at, activity_at,
                             signature_status)
    VALUES (NEW.id, NEW.org_id, NEW.link_id, NEW.survey_type, NEW.status, NEW.created_at, NEW.submitted_at, NEW.created_at,
            coalesce(NEW.submitted_at, NEW.created_at), submissions_signature_status(NEW.id, NEW.survey_type))
    ON CONFLICT (response_id) DO NOTHING;
  ELSE
    UPDATE submissions
    SET org_id = NEW.org_id, link_id = NEW.link_id, survey_type = NEW.survey_type, status = NEW.status,
        submitted_at = NEW.submitted_at,
        activity_at = coalesce(NEW.submitted_at, last_active_at),
        signature_status = CASE
          WHEN (OLD.survey_type, OLD.status) IS DISTINCT FROM (NEW.survey_type, NEW.status)
            THEN submissions_signature_status(NEW.id, NEW.survey_type)
          ELSE signature_status
        END
    WHERE response_id = NEW.id;
    PERFORM submissions_touch(NEW.id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION submissions_on_consent() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF submissions_sync_skipped() THEN RETURN NULL; END IF;
  UPDATE submissions SET signature_status = 'signed'
  WHERE response_id = NEW.response_id AND signature_status = 'not_signed' AND submissions_signature_kind(survey_type) = NEW.kind;
  PERFORM submissions_touch(NEW.response_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The signature state of one organisation's rows (all with null), set-based; only rows whose state differs are
-- written.
CREATE FUNCTION submissions_signature_rebuild(p_org uuid) RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE
  scope text := CASE WHEN p_org IS NULL THEN 'true' ELSE format('s.org_id = %L', p_org) END;
BEGIN
  EXECUTE format($sql$
  UPDATE submissions t
  SET signature_status = v.status
  FROM (
    SELECT s.response_id,
      CASE
        WHEN submissions_signature_kind(s.survey_type) IS NULL THEN 'not_required'
        WHEN EXISTS (SELECT 1 FROM consent_records c WHERE c.response_id = s.response_id AND c.kind = submissions_signature_kind(s.survey_type))
          THEN 'signed'
        ELSE 'not_signed'
      END AS status
    FROM submissions s
    WHERE %1$s
  ) v
  WHERE t.response_id = v.response_id AND t.signature_status IS DISTINCT FROM v.status
  $sql$, scope);
END;
$fn$;
--> statement-breakpoint
-- As in migration 0014, with the signature state derived after the rows.
CREATE OR REPLACE FUNCTION submissions_rebuild(p_org uuid) RETURNS bigint
LANGUAGE plpgsql
SET planready.skip_submission_sync = 'on'
AS $$
DECLARE
  total bigint;
BEGIN
  LOCK TABLE submissions IN SHARE ROW EXCLUSIVE MODE;
  total := submissions_rebuild_rows(p_org);
  PERFORM submissions_signature_rebuild(p_org);
  PERFORM submission_counts_rebuild(p_org);
  RETURN total;
END;
$$;
--> statement-breakpoint
-- The back-fill: every existing row's state, from the consents recorded so far.
SELECT submissions_signature_rebuild(NULL);
--> statement-breakpoint
-- The organisation's list index also includes `signature_status`, so the signature filter reads it index-only like
-- the type and status filters (as in migrations 0012 and 0016, schema.ts declares the names and key columns of both
-- indexes and the predicate of the second).
DROP INDEX IF EXISTS "submissions_org_list_idx";
--> statement-breakpoint
CREATE INDEX "submissions_org_list_idx" ON "submissions" USING btree ("org_id", "archived", "activity_at", "response_id")
  INCLUDE ("link_id", "survey_type", "status", "search_text", "signature_status");
--> statement-breakpoint
-- The completed submissions without their signature ("what needs attention"), with the link for agents' lists;
-- built after the back-fill, so it only ever held those rows.
CREATE INDEX "submissions_unsigned_idx" ON "submissions" USING btree ("org_id", "archived", "activity_at", "response_id")
  INCLUDE ("link_id") WHERE signature_status = 'not_signed' AND status = 'submitted';
