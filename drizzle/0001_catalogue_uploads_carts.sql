CREATE TABLE "cart_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"options" jsonb NOT NULL,
	"upload_ids" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"merge_key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_cart_id_merge_key_unique" UNIQUE("cart_id","merge_key")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"slug" varchar(40) PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"image" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_areas" (
	"product_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"name" jsonb NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"pages" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "print_areas_product_id_code_pk" PRIMARY KEY("product_id","code")
);
--> statement-breakpoint
CREATE TABLE "product_option_values" (
	"product_id" integer NOT NULL,
	"option_code" varchar(40) NOT NULL,
	"code" varchar(40) NOT NULL,
	"name" jsonb NOT NULL,
	"price_modifier" integer DEFAULT 0 NOT NULL,
	"provider_reference" varchar(120),
	"position" integer NOT NULL,
	CONSTRAINT "product_option_values_product_id_option_code_code_pk" PRIMARY KEY("product_id","option_code","code")
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"product_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_options_product_id_code_pk" PRIMARY KEY("product_id","code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"reference" varchar(80) NOT NULL,
	"category_slug" varchar(40) NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"base_price" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"provider_reference" varchar(120) NOT NULL,
	"provider_reference_confirmed" boolean NOT NULL,
	"images" jsonb NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"review_count" integer NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "products_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"mime_type" varchar(40) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"size" bigint NOT NULL,
	"md5" varchar(32) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"width_px" integer,
	"height_px" integer,
	"page_count" integer,
	"page_width_mm" real,
	"page_height_mm" real,
	"preview_key" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_areas" ADD CONSTRAINT "print_areas_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_values" ADD CONSTRAINT "product_option_values_product_id_option_code_product_options_product_id_code_fk" FOREIGN KEY ("product_id","option_code") REFERENCES "public"."product_options"("product_id","code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_slug_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_lines_cart_id_index" ON "cart_lines" USING btree ("cart_id");