CREATE TABLE "bulk_send_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"send_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"root_recipient_id" uuid,
	"first_name" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"zip" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"not_before" timestamp with time zone,
	"token_hash" text,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"response_id" uuid,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_send_recipients_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "bulk_send_recipients_response_id_unique" UNIQUE("response_id")
);--> statement-breakpoint
CREATE TABLE "bulk_send_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"sender_name" text,
	"reply_to" text,
	"npn" text,
	"default_locale" text DEFAULT 'en' NOT NULL,
	"templates" jsonb,
	"send_window_start" text DEFAULT '08:00' NOT NULL,
	"send_window_end" text DEFAULT '21:00' NOT NULL,
	"links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "bulk_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text DEFAULT 'initial' NOT NULL,
	"parent_send_id" uuid,
	"channel" text NOT NULL,
	"locale" text NOT NULL,
	"link_id" uuid NOT NULL,
	"survey_type" text NOT NULL,
	"template" jsonb NOT NULL,
	"filter" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"skipped" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "bulk_send_recipients" ADD CONSTRAINT "bulk_send_recipients_send_id_bulk_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."bulk_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_send_recipients" ADD CONSTRAINT "bulk_send_recipients_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_send_recipients" ADD CONSTRAINT "bulk_send_recipients_client_id_book_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."book_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_send_recipients" ADD CONSTRAINT "bulk_send_recipients_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_send_settings" ADD CONSTRAINT "bulk_send_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_sends" ADD CONSTRAINT "bulk_sends_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_sends" ADD CONSTRAINT "bulk_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_sends" ADD CONSTRAINT "bulk_sends_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_send_recipients_client_idx" ON "bulk_send_recipients" USING btree ("send_id","client_id");--> statement-breakpoint
CREATE INDEX "bulk_send_recipients_waiting_idx" ON "bulk_send_recipients" USING btree ("send_id","status","not_before") WHERE "bulk_send_recipients"."status" in ('queued', 'deferred');--> statement-breakpoint
CREATE INDEX "bulk_send_recipients_root_idx" ON "bulk_send_recipients" USING btree ("root_recipient_id");--> statement-breakpoint
CREATE INDEX "bulk_sends_user_idx" ON "bulk_sends" USING btree ("user_id","created_at");
