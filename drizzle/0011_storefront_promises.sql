CREATE TABLE "product_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"user_id" text,
	"author_name" varchar(80) NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"locale" varchar(5) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" text,
	CONSTRAINT "product_reviews_order_item_id_unique" UNIQUE("order_item_id"),
	CONSTRAINT "product_reviews_rating_range" CHECK ("product_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "rating" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "review_count" SET DEFAULT 0;--> statement-breakpoint
-- The ratings seeded from the data file were written by no customer: from now on they come from reviews.
UPDATE "products" SET "rating" = '0', "review_count" = 0;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit" jsonb DEFAULT '{"en":"item","th":"ชิ้น"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_quantity" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_breaks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_rate" numeric(14, 6) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_usd" integer;--> statement-breakpoint
-- Every order before this migration was placed in USD: its total in USD cents is its total.
UPDATE "orders" SET "total_usd" = "total";--> statement-breakpoint
-- Orders now store the whole delivery estimate (production + transit); before, they stored transit and
-- the pages added one production day. Adding it here keeps every earlier order's dates where they were.
UPDATE "orders" SET "delivery_min_days" = "delivery_min_days" + 1, "delivery_max_days" = "delivery_max_days" + 1;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_usd" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_token" varchar(64);--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_reviews_visible_idx" ON "product_reviews" USING btree ("product_id","created_at" DESC NULLS LAST) WHERE "product_reviews"."hidden_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_review_token_unique" UNIQUE("review_token");