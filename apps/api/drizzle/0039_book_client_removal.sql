ALTER TABLE "bulk_send_recipients" DROP CONSTRAINT "bulk_send_recipients_client_id_book_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "bulk_send_recipients" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_send_recipients" ADD CONSTRAINT "bulk_send_recipients_client_id_book_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."book_clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A client removed from the book is forgotten on the sends that reached them too: their recipient rows keep only
-- what the send's counts need (status and times), never the name, address or ZIP. Whoever deletes the row.
CREATE FUNCTION book_client_forget_recipients() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bulk_send_recipients SET first_name = '', address = '', zip = NULL WHERE client_id = OLD.id;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER book_client_forget_recipients BEFORE DELETE ON book_clients
  FOR EACH ROW EXECUTE FUNCTION book_client_forget_recipients();
