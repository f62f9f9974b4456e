-- Signed Scope of Appointment and ACA consent records are evidence: once written they never change and are never
-- removed, whoever asks (the application, an operator's SQL, a cascade). Corrections are new records.
CREATE FUNCTION consent_records_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consent_records are immutable evidence: % is not allowed', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER consent_records_immutable
  BEFORE UPDATE OR DELETE ON consent_records
  FOR EACH ROW EXECUTE FUNCTION consent_records_refuse_change();
--> statement-breakpoint
CREATE TRIGGER consent_records_no_truncate
  BEFORE TRUNCATE ON consent_records
  FOR EACH STATEMENT EXECUTE FUNCTION consent_records_refuse_change();
