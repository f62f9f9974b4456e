-- The submission center's table under repeated saves (docs/decisions/023-write-path-and-session-speed.md, addendum).
-- A client's save that changes a name, email or phone rewrites the row with a new entry in every index (the search
-- text is in trigram GIN indexes, so the update cannot be HOT). With the GIN indexes' pending lists (fastupdate), each
-- index gathered up to 4 MB of entries between vacuums; and the table was vacuumed once 500 rows had died, at most
-- once a minute (autovacuum_naptime): after 100,000 saves on 50 surveys, 7,000 dead rows and 19 MB of indexes.
-- Now the GIN indexes take each entry at once, and the table is vacuumed after 50 dead rows (plus 2% of its rows,
-- migration 0024). The embedded PostgreSQL looks for tables to vacuum every 5 seconds (db/embedded.ts);
-- a managed PostgreSQL needs autovacuum_naptime set likewise (README, Deployment).
ALTER INDEX "submissions_search_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "submissions_search_text_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "submissions_pharmacy_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "submissions_pharmacy_names_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "submissions_drugs_idx" SET (fastupdate = off);
--> statement-breakpoint
-- What the pending lists held goes into the indexes now (the setting stops new entries only).
SELECT gin_clean_pending_list(i::regclass)
FROM unnest(ARRAY['submissions_search_idx', 'submissions_search_text_idx', 'submissions_pharmacy_idx',
                  'submissions_pharmacy_names_idx', 'submissions_drugs_idx']) AS i;
--> statement-breakpoint
ALTER TABLE submissions SET (autovacuum_vacuum_threshold = 50);
