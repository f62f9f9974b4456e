ALTER TABLE "links" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "links_owner_idx" ON "links" USING btree ("owner_id");--> statement-breakpoint
-- Every link gets its owner: the buyer (created_by) while they are still in the link's agency, else its first
-- stakeholder still there (docs/decisions/027-client-answers-seen-by-owner-and-stakeholders.md).
UPDATE "links" l SET "owner_id" = coalesce(
  (SELECT u."id" FROM "users" u WHERE u."id" = l."created_by" AND u."org_id" = l."org_id"),
  (SELECT s."user_id" FROM "link_stakeholders" s JOIN "users" u ON u."id" = s."user_id" AND u."org_id" = l."org_id"
   WHERE s."link_id" = l."id" ORDER BY s."created_at", s."user_id" LIMIT 1)
) WHERE l."owner_id" IS NULL;
--> statement-breakpoint
-- The owner is always one of the link's stakeholders (notified of its submissions).
INSERT INTO "link_stakeholders" ("link_id", "user_id")
SELECT l."id", l."owner_id" FROM "links" l WHERE l."owner_id" IS NOT NULL
ON CONFLICT DO NOTHING;
