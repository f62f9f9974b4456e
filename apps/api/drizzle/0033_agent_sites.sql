CREATE TABLE "agent_site_arrivals" (
	"response_id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"referred_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_site_daily_counts" (
	"site_id" uuid NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"starts" integer DEFAULT 0 NOT NULL,
	"referrals" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_site_daily_counts_site_id_day_source_pk" PRIMARY KEY("site_id","day","source")
);
--> statement-breakpoint
CREATE TABLE "agent_site_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_site_links" (
	"site_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "agent_site_links_site_id_link_id_pk" PRIMARY KEY("site_id","link_id")
);
--> statement-breakpoint
CREATE TABLE "agent_sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"unique_url" text NOT NULL,
	"display_name" text NOT NULL,
	"agency_name" text,
	"npn" text,
	"licensed_states" text[] DEFAULT '{}'::text[] NOT NULL,
	"phone" text,
	"email" text,
	"bio_en" text,
	"bio_es" text,
	"office_hours" text,
	"booking_url" text,
	"theme_color" text,
	"headshot_image_url" text,
	"logo_image_url" text,
	"ref_key" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_site_arrivals" ADD CONSTRAINT "agent_site_arrivals_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_site_arrivals" ADD CONSTRAINT "agent_site_arrivals_site_id_agent_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."agent_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_site_daily_counts" ADD CONSTRAINT "agent_site_daily_counts_site_id_agent_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."agent_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_site_deliveries" ADD CONSTRAINT "agent_site_deliveries_site_id_agent_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."agent_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_site_links" ADD CONSTRAINT "agent_site_links_site_id_agent_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."agent_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_site_links" ADD CONSTRAINT "agent_site_links_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_sites" ADD CONSTRAINT "agent_sites_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_sites" ADD CONSTRAINT "agent_sites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_site_deliveries_target_idx" ON "agent_site_deliveries" USING btree ("site_id","channel","target");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_sites_url_idx" ON "agent_sites" USING btree (lower("unique_url"));--> statement-breakpoint
CREATE UNIQUE INDEX "agent_sites_ref_key_idx" ON "agent_sites" USING btree ("ref_key");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_sites_user_idx" ON "agent_sites" USING btree ("user_id") WHERE "agent_sites"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "agent_sites_org_idx" ON "agent_sites" USING btree ("org_id");
--> statement-breakpoint
-- One address namespace for links (`/{url}`) and agent sites (`/splash/{url}`): an address one has, the other may
-- not take. Both sides lock the address (transaction advisory lock) before looking, so two requests racing for it
-- are serialised, and the refusal is the unique violation of the table's own address index.
CREATE FUNCTION public_address_claim() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  address text;
BEGIN
  IF TG_TABLE_NAME = 'links' THEN
    address := lower(NEW.url);
    IF TG_OP = 'UPDATE' AND address = lower(OLD.url) THEN RETURN NEW; END IF;
    PERFORM pg_advisory_xact_lock(hashtext('public_address'), hashtext(address));
    IF EXISTS (SELECT 1 FROM agent_sites WHERE lower(unique_url) = address) THEN
      RAISE EXCEPTION 'address % is an agent site''s', address USING ERRCODE = 'unique_violation', CONSTRAINT = 'links_url_idx';
    END IF;
  ELSE
    address := lower(NEW.unique_url);
    IF TG_OP = 'UPDATE' AND address = lower(OLD.unique_url) THEN RETURN NEW; END IF;
    PERFORM pg_advisory_xact_lock(hashtext('public_address'), hashtext(address));
    IF EXISTS (SELECT 1 FROM links WHERE lower(url) = address) THEN
      RAISE EXCEPTION 'address % is a link''s', address USING ERRCODE = 'unique_violation', CONSTRAINT = 'agent_sites_url_idx';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER links_public_address BEFORE INSERT OR UPDATE OF url ON links FOR EACH ROW EXECUTE FUNCTION public_address_claim();
--> statement-breakpoint
CREATE TRIGGER agent_sites_public_address BEFORE INSERT OR UPDATE OF unique_url ON agent_sites FOR EACH ROW EXECUTE FUNCTION public_address_claim();
