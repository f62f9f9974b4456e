ALTER TABLE "bulk_send_recipients" DROP CONSTRAINT "bulk_send_recipients_client_id_book_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "bulk_send_recipients" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_send_recipients" ADD CONSTRAINT "bulk_send_recipients_client_id_book_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."book_clients"("id") ON DELETE set null ON UPDATE no action;