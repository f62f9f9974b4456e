-- The API's rate-limit counters, shared by every app process on this database. UNLOGGED: counters need no crash
-- safety (a crash forgets them, as a restart of one process used to), and their writes skip the WAL.
CREATE UNLOGGED TABLE "api_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Signed consents are kept ten years from their signing (docs/decisions/021-several-processes-backup-retention.md):
-- never changed, never truncated, and deleted only once ten years have passed, whoever asks.
CREATE OR REPLACE FUNCTION consent_records_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.signed_at <= now() - interval '10 years' THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'consent_records are immutable evidence: DELETE is not allowed before % (kept 10 years from signing)',
      (OLD.signed_at + interval '10 years')::date
      USING ERRCODE = 'restrict_violation';
  END IF;
  RAISE EXCEPTION 'consent_records are immutable evidence: % is not allowed', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
