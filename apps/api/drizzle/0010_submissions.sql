CREATE TABLE "submission_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"response_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid,
	"user_email" text NOT NULL,
	"user_first_name" text,
	"user_last_name" text,
	"field" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_reads" (
	"user_id" uuid NOT NULL,
	"response_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_reads_user_id_response_id_pk" PRIMARY KEY("user_id","response_id")
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"response_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"survey_type" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"last_active_at" timestamp with time zone NOT NULL,
	"activity_at" timestamp with time zone NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"zip" text,
	"search_text" text DEFAULT '' NOT NULL,
	"drug_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"pharmacy_names" text DEFAULT '' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_by" uuid
);
--> statement-breakpoint
ALTER TABLE "submission_corrections" ADD CONSTRAINT "submission_corrections_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_corrections" ADD CONSTRAINT "submission_corrections_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_corrections" ADD CONSTRAINT "submission_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_reads" ADD CONSTRAINT "submission_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_reads" ADD CONSTRAINT "submission_reads_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_corrections_response_idx" ON "submission_corrections" USING btree ("response_id","created_at");--> statement-breakpoint
CREATE INDEX "submission_reads_response_idx" ON "submission_reads" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "submissions_org_list_idx" ON "submissions" USING btree ("org_id","archived","activity_at","response_id");--> statement-breakpoint
CREATE INDEX "submissions_link_list_idx" ON "submissions" USING btree ("link_id","archived","activity_at","response_id");--> statement-breakpoint
CREATE INDEX "submissions_org_zip_idx" ON "submissions" USING btree ("org_id","zip");--> statement-breakpoint
CREATE INDEX "submissions_search_idx" ON "submissions" USING gin ("org_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "submissions_pharmacy_idx" ON "submissions" USING gin ("org_id","pharmacy_names" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "submissions_drugs_idx" ON "submissions" USING gin ("org_id","drug_ids");