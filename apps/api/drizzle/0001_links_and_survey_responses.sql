CREATE TABLE "aca_household_members" (
	"id" uuid PRIMARY KEY NOT NULL,
	"survey_content_id" uuid NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"field_revs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"response_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text_version" text NOT NULL,
	"text_hash" text NOT NULL,
	"locale" text NOT NULL,
	"signer_role" text NOT NULL,
	"signer_name" text NOT NULL,
	"beneficiary_name" text,
	"representative_relationship" text,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signature_svg" text NOT NULL,
	"typed_name" text NOT NULL,
	"signed_date" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"agent_name" text,
	"agency_name" text,
	"ip" text NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "do_these_apply_responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"survey_content_id" uuid NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"field_revs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hospital_responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"survey_content_id" uuid NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"field_revs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "life_health_condition_responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"survey_content_id" uuid NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"field_revs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_stakeholders" (
	"link_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_stakeholders_link_id_user_id_pk" PRIMARY KEY("link_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"url" text NOT NULL,
	"survey_type" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"agency_name" text,
	"stripe_plan_duration" text DEFAULT 'monthly' NOT NULL,
	"logo_image_url" text,
	"alt_theme_color" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pharmacy_responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"survey_content_id" uuid NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"field_revs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescription_responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"survey_content_id" uuid NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"field_revs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scope_of_appointment_responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"survey_content_id" uuid NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"field_revs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specialist_responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"survey_content_id" uuid NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"field_revs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_rev" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_contents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"response_id" uuid NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"field_revs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_rev" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_contents_response_id_unique" UNIQUE("response_id")
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"survey_type" text NOT NULL,
	"integration" text,
	"no_providers" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"current_question" text,
	"client_rev" bigint DEFAULT 0 NOT NULL,
	"field_revs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"submitted_at" timestamp with time zone,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "aca_household_members" ADD CONSTRAINT "aca_household_members_survey_content_id_survey_contents_id_fk" FOREIGN KEY ("survey_content_id") REFERENCES "public"."survey_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_these_apply_responses" ADD CONSTRAINT "do_these_apply_responses_survey_content_id_survey_contents_id_fk" FOREIGN KEY ("survey_content_id") REFERENCES "public"."survey_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_responses" ADD CONSTRAINT "hospital_responses_survey_content_id_survey_contents_id_fk" FOREIGN KEY ("survey_content_id") REFERENCES "public"."survey_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_health_condition_responses" ADD CONSTRAINT "life_health_condition_responses_survey_content_id_survey_contents_id_fk" FOREIGN KEY ("survey_content_id") REFERENCES "public"."survey_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_deliveries" ADD CONSTRAINT "link_deliveries_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_stakeholders" ADD CONSTRAINT "link_stakeholders_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_stakeholders" ADD CONSTRAINT "link_stakeholders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_responses" ADD CONSTRAINT "pharmacy_responses_survey_content_id_survey_contents_id_fk" FOREIGN KEY ("survey_content_id") REFERENCES "public"."survey_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_responses" ADD CONSTRAINT "prescription_responses_survey_content_id_survey_contents_id_fk" FOREIGN KEY ("survey_content_id") REFERENCES "public"."survey_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scope_of_appointment_responses" ADD CONSTRAINT "scope_of_appointment_responses_survey_content_id_survey_contents_id_fk" FOREIGN KEY ("survey_content_id") REFERENCES "public"."survey_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_responses" ADD CONSTRAINT "specialist_responses_survey_content_id_survey_contents_id_fk" FOREIGN KEY ("survey_content_id") REFERENCES "public"."survey_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_contents" ADD CONSTRAINT "survey_contents_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aca_household_members_content_idx" ON "aca_household_members" USING btree ("survey_content_id");--> statement-breakpoint
CREATE INDEX "consent_records_response_idx" ON "consent_records" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "do_these_apply_responses_content_idx" ON "do_these_apply_responses" USING btree ("survey_content_id");--> statement-breakpoint
CREATE INDEX "hospital_responses_content_idx" ON "hospital_responses" USING btree ("survey_content_id");--> statement-breakpoint
CREATE INDEX "life_health_condition_responses_content_idx" ON "life_health_condition_responses" USING btree ("survey_content_id");--> statement-breakpoint
CREATE UNIQUE INDEX "link_deliveries_target_idx" ON "link_deliveries" USING btree ("link_id","channel","target");--> statement-breakpoint
CREATE INDEX "link_stakeholders_user_idx" ON "link_stakeholders" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "links_url_idx" ON "links" USING btree (lower("url"));--> statement-breakpoint
CREATE INDEX "links_org_idx" ON "links" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "pharmacy_responses_content_idx" ON "pharmacy_responses" USING btree ("survey_content_id");--> statement-breakpoint
CREATE INDEX "prescription_responses_content_idx" ON "prescription_responses" USING btree ("survey_content_id");--> statement-breakpoint
CREATE INDEX "scope_of_appointment_responses_content_idx" ON "scope_of_appointment_responses" USING btree ("survey_content_id");--> statement-breakpoint
CREATE INDEX "specialist_responses_content_idx" ON "specialist_responses" USING btree ("survey_content_id");--> statement-breakpoint
CREATE INDEX "survey_responses_link_idx" ON "survey_responses" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "survey_responses_org_status_idx" ON "survey_responses" USING btree ("org_id","status","submitted_at");