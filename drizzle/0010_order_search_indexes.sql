-- The admin's order search is partial and case-insensitive (ILIKE '%…%') over the number, the
-- provider's order id, the customer's name and e-mail. Trigram GIN indexes let PostgreSQL answer it
-- from the indexes instead of reading every order (docs/admin.md#performance). pg_trgm is a trusted
-- extension (PostgreSQL 13+): the database owner may create it; PGlite loads it in src/server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_number_trgm_idx" ON "orders" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_provider_order_id_trgm_idx" ON "orders" USING gin ("provider_order_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_shipping_name_trgm_idx" ON "orders" USING gin ("shipping_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_email_trgm_idx" ON "orders" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
-- The overview counts and sums paid orders by status and currency: a covering index answers it
-- without visiting the table (an index-only scan once autovacuum has marked the pages visible).
CREATE INDEX IF NOT EXISTS "orders_overview_idx" ON "orders" USING btree ("payment_status", "status", "currency") INCLUDE ("total");--> statement-breakpoint
-- The overview's chart reads paid orders of the last 30 or 90 days.
CREATE INDEX IF NOT EXISTS "orders_paid_at_idx" ON "orders" USING btree ("paid_at") WHERE "payment_status" = 'paid';
