-- The organisation's list index also includes `search_text`: a name search that matches more than the list counts
-- (a common name) reads this index in order and checks the name on its entries, index-only, until it has a page
-- (docs/decisions/008-submission-center.md). As in migration 0012, schema.ts declares the name and key columns.
DROP INDEX IF EXISTS "submissions_org_list_idx";
--> statement-breakpoint
CREATE INDEX "submissions_org_list_idx" ON "submissions" USING btree ("org_id", "archived", "activity_at", "response_id")
  INCLUDE ("link_id", "survey_type", "status", "search_text");
