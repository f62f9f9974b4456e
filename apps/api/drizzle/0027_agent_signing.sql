CREATE TABLE "agent_signing_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"npn" text NOT NULL,
	"phone" text NOT NULL,
	"agency" text NOT NULL,
	"plan_types" jsonb NOT NULL,
	"signature_method" text NOT NULL,
	"signature_svg" text,
	"auto_apply" boolean NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "soa_agent_signatures" (
	"consent_id" uuid PRIMARY KEY NOT NULL,
	"response_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"details_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD COLUMN "esign_disclosure_version" text;--> statement-breakpoint
ALTER TABLE "agent_signing_versions" ADD CONSTRAINT "agent_signing_versions_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soa_agent_signatures" ADD CONSTRAINT "soa_agent_signatures_consent_id_consent_records_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consent_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soa_agent_signatures" ADD CONSTRAINT "soa_agent_signatures_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soa_agent_signatures" ADD CONSTRAINT "soa_agent_signatures_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soa_agent_signatures" ADD CONSTRAINT "soa_agent_signatures_details_id_agent_signing_versions_id_fk" FOREIGN KEY ("details_id") REFERENCES "public"."agent_signing_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_signing_versions_user_idx" ON "agent_signing_versions" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "soa_agent_signatures_response_idx" ON "soa_agent_signatures" USING btree ("response_id");--> statement-breakpoint
-- The agent's signing details and the agent's part of each SOA are evidence like the consent records: rows are added,
-- never changed (a new save is a new version; an SOA is signed once).
CREATE OR REPLACE FUNCTION agent_signing_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are evidence: % is not allowed', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER agent_signing_versions_no_update BEFORE UPDATE ON "agent_signing_versions"
  FOR EACH ROW EXECUTE FUNCTION agent_signing_refuse_change();--> statement-breakpoint
CREATE TRIGGER agent_signing_versions_no_truncate BEFORE TRUNCATE ON "agent_signing_versions"
  FOR EACH STATEMENT EXECUTE FUNCTION agent_signing_refuse_change();--> statement-breakpoint
CREATE TRIGGER soa_agent_signatures_no_update BEFORE UPDATE ON "soa_agent_signatures"
  FOR EACH ROW EXECUTE FUNCTION agent_signing_refuse_change();--> statement-breakpoint
CREATE TRIGGER soa_agent_signatures_no_truncate BEFORE TRUNCATE ON "soa_agent_signatures"
  FOR EACH STATEMENT EXECUTE FUNCTION agent_signing_refuse_change();--> statement-breakpoint
-- The agent's signature is part of what the submission's documents show: it raises the response's version
-- (docs/decisions/014-submission-documents-current-and-in-words.md), so the PDF is made again.
CREATE TRIGGER response_versions_sync AFTER INSERT ON "soa_agent_signatures"
  FOR EACH ROW EXECUTE FUNCTION response_versions_on_consent();
