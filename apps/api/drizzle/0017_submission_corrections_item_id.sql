ALTER TABLE "submission_corrections" ADD COLUMN "item_id" uuid;--> statement-breakpoint
-- Item corrections recorded before this column kept the item in `field` as "<collection>/<item id>".
UPDATE "submission_corrections"
   SET "item_id" = split_part("field", '/', 2)::uuid, "field" = split_part("field", '/', 1)
 WHERE position('/' in "field") > 0;
