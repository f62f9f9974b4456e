CREATE TABLE "survey_token_activity" (
	"response_id" uuid PRIMARY KEY NOT NULL,
	"active_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "survey_responses_link_idx";--> statement-breakpoint
ALTER TABLE "survey_token_activity" ADD CONSTRAINT "survey_token_activity_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_responses_link_created_idx" ON "survey_responses" USING btree ("link_id","created_at");