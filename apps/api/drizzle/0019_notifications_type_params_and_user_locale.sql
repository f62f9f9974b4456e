ALTER TABLE "notifications" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Rows written before this migration hold English prose. Their type and parameters are derived from what they
-- hold, then the prose is dropped from every type but announcements (their author's own words). Decision 011.
-- survey_submitted: the survey type from the response its action opens (/submissions/{id}), else from the text;
-- the link address as the text named it (an address can change since), else the link's current one.
UPDATE "notifications" AS n SET "params" = derived.params
FROM (
  SELECT old.id, jsonb_strip_nulls(jsonb_build_object(
    'surveyType', coalesce(r.survey_type, CASE substring(old.text from 'submitted your (.+) survey \(link /')
      WHEN 'Medicare' THEN 'medicare' WHEN 'Connecture' THEN 'connecture' WHEN 'ACA' THEN 'aca' WHEN 'CRM' THEN 'crm'
      WHEN 'AEP update' THEN 'aep_update' WHEN 'life insurance' THEN 'life' WHEN 'Scope of Appointment' THEN 'scope_only'
      WHEN 'ACA consent' THEN 'aca_consent_only' END),
    'linkUrl', coalesce(substring(old.text from '\(link /([^)]*)\)\.$'), l.url)
  )) AS params
  FROM "notifications" AS old
  LEFT JOIN "survey_responses" AS r ON r.id = CASE
    WHEN old.action_url ~ '^/submissions/[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
    THEN substring(old.action_url from 14)::uuid END
  LEFT JOIN "links" AS l ON l.id = r.link_id
  WHERE old.type = 'survey_submitted'
) AS derived
WHERE n.id = derived.id;--> statement-breakpoint
-- payment_failed: "failed attempt N of M", or the locked wording (the count had reached the limit, then 3).
UPDATE "notifications" SET "params" = CASE
  WHEN "text" ~ 'failed attempt [0-9]+ of [0-9]+' THEN jsonb_build_object(
    'attempts', (regexp_match("text", 'failed attempt ([0-9]+) of ([0-9]+)'))[1]::int,
    'limit', (regexp_match("text", 'failed attempt ([0-9]+) of ([0-9]+)'))[2]::int)
  WHEN "text" LIKE '%access is restricted%' THEN '{"attempts": 3, "limit": 3}'::jsonb
  ELSE '{}'::jsonb END
WHERE "type" = 'payment_failed';--> statement-breakpoint
UPDATE "notifications" SET "title" = NULL, "text" = NULL, "action_text" = NULL WHERE "type" <> 'announcement';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_prose_only_announcements" CHECK (case when "notifications"."type" = 'announcement' then "notifications"."title" is not null and "notifications"."text" is not null
        else "notifications"."title" is null and "notifications"."text" is null and "notifications"."action_text" is null end);