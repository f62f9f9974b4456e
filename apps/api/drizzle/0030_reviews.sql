CREATE TABLE "agent_review_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"google_review_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"response_id" uuid,
	"agent_id" uuid,
	"score" integer,
	"testimonial" text,
	"publish_consent" boolean DEFAULT false NOT NULL,
	"client_name" text,
	"shown" boolean DEFAULT false NOT NULL,
	"shown_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_response_id_unique" UNIQUE("response_id"),
	CONSTRAINT "reviews_score_range" CHECK ("reviews"."score" is null or ("reviews"."score" between 0 and 10)),
	CONSTRAINT "reviews_something_said" CHECK ("reviews"."score" is not null or "reviews"."testimonial" is not null),
	CONSTRAINT "reviews_shown_needs_consent" CHECK (not "reviews"."shown" or ("reviews"."publish_consent" and "reviews"."testimonial" is not null))
);
--> statement-breakpoint
ALTER TABLE "agent_review_settings" ADD CONSTRAINT "agent_review_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_replies_review_idx" ON "review_replies" USING btree ("review_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_agent_created_idx" ON "reviews" USING btree ("agent_id","created_at");