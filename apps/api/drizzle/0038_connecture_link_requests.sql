CREATE TABLE "connecture_link_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"agent_id" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connecture_link_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "connecture_link_requests" ADD CONSTRAINT "connecture_link_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connecture_link_requests_user_idx" ON "connecture_link_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_connecture_agent_idx" ON "users" USING btree ("connecture_agent_id") WHERE "users"."connecture_agent_id" is not null;