-- Each option value's provider mapping (jsonb, docs/cloudprinter.md §5.1) replaces provider_reference.
-- The catalog seed replaces every option value at each start, right after the migrations, so the old
-- rows are removed here instead of being given a made-up mapping; the seed writes them with the real one.
DELETE FROM "product_option_values";--> statement-breakpoint
ALTER TABLE "product_option_values" ADD COLUMN "provider" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "copies_per_unit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "provider_line" jsonb;--> statement-breakpoint
ALTER TABLE "product_option_values" DROP COLUMN "provider_reference";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "provider_reference_confirmed";