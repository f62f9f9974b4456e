-- Trigram search (names, emails, phone numbers, pharmacy names) and GIN indexes that lead with the organisation id
-- for the submission center (docs/decisions/008-submission-center.md). Both are trusted extensions: a database owner
-- may create them without being a superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
