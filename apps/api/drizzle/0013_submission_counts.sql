CREATE TABLE "submission_activity_counts" (
	"org_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "submission_activity_counts_org_id_link_id_period_start_status_pk" PRIMARY KEY("org_id","link_id","period_start","status")
);
--> statement-breakpoint
CREATE TABLE "submission_counts" (
	"org_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"survey_type" text NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "submission_counts_org_id_link_id_survey_type_status_pk" PRIMARY KEY("org_id","link_id","survey_type","status")
);
--> statement-breakpoint
CREATE TABLE "submission_org_activity_counts" (
	"org_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "submission_org_activity_counts_org_id_period_start_status_pk" PRIMARY KEY("org_id","period_start","status")
);
