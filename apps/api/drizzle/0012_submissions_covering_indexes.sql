-- The list's two ordered indexes also carry the columns its common filters and visibility check read (link, type,
-- status; the organisation for the per-link index), so pages and capped counts are index-only scans
-- (docs/decisions/008-submission-center.md). drizzle's index builder cannot express INCLUDE: schema.ts declares the
-- same names and key columns, and this migration gives them their included columns.
DROP INDEX IF EXISTS "submissions_org_list_idx";
--> statement-breakpoint
CREATE INDEX "submissions_org_list_idx" ON "submissions" USING btree ("org_id", "archived", "activity_at", "response_id")
  INCLUDE ("link_id", "survey_type", "status");
--> statement-breakpoint
DROP INDEX IF EXISTS "submissions_link_list_idx";
--> statement-breakpoint
CREATE INDEX "submissions_link_list_idx" ON "submissions" USING btree ("link_id", "archived", "activity_at", "response_id")
  INCLUDE ("org_id", "survey_type", "status");
