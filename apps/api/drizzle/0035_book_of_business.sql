CREATE TABLE "book_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"zip" text,
	"birth_date" date,
	"plan_type" text,
	"language" text DEFAULT 'en' NOT NULL,
	"consent_channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"consent_source" text,
	"consent_date" date,
	"import_id" uuid,
	"last_sent_at" timestamp with time zone,
	"last_send_id" uuid,
	"opened_at" timestamp with time zone,
	"survey_response_id" uuid,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_column_mappings" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_import_chunks" (
	"import_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "book_import_chunks_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
CREATE TABLE "book_import_problems" (
	"import_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"field" text,
	"problem" text NOT NULL,
	"rejected" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"mapping" jsonb NOT NULL,
	"chunk_count" integer NOT NULL,
	"total_rows" integer,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"merged" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"not_sendable" integer DEFAULT 0 NOT NULL,
	"error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_clients" ADD CONSTRAINT "book_clients_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_clients" ADD CONSTRAINT "book_clients_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_clients" ADD CONSTRAINT "book_clients_import_id_book_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."book_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_clients" ADD CONSTRAINT "book_clients_survey_response_id_survey_responses_id_fk" FOREIGN KEY ("survey_response_id") REFERENCES "public"."survey_responses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_column_mappings" ADD CONSTRAINT "book_column_mappings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_import_chunks" ADD CONSTRAINT "book_import_chunks_import_id_book_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."book_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_import_problems" ADD CONSTRAINT "book_import_problems_import_id_book_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."book_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_imports" ADD CONSTRAINT "book_imports_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_imports" ADD CONSTRAINT "book_imports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_clients_owner_name_idx" ON "book_clients" USING btree ("owner_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "book_clients_owner_email_idx" ON "book_clients" USING btree ("owner_id","email");--> statement-breakpoint
CREATE INDEX "book_clients_owner_phone_idx" ON "book_clients" USING btree ("owner_id","phone");--> statement-breakpoint
CREATE INDEX "book_clients_response_idx" ON "book_clients" USING btree ("survey_response_id") WHERE "book_clients"."survey_response_id" is not null;--> statement-breakpoint
CREATE INDEX "book_import_problems_idx" ON "book_import_problems" USING btree ("import_id","row");--> statement-breakpoint
CREATE INDEX "book_imports_owner_idx" ON "book_imports" USING btree ("owner_id","created_at");