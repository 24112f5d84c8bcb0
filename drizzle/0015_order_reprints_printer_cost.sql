CREATE TABLE "order_reprints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"number" varchar(24) NOT NULL,
	"lines" jsonb NOT NULL,
	"reason" text NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"provider_order_id" varchar(100),
	"tracking_number" varchar(100),
	"tracking_url" text,
	"carrier" varchar(100),
	"issue" text,
	"cost_usd" integer,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "order_reprints_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "printer_cost_usd" integer;--> statement-breakpoint
ALTER TABLE "order_reprints" ADD CONSTRAINT "order_reprints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reprints" ADD CONSTRAINT "order_reprints_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_reprints_order_id_index" ON "order_reprints" USING btree ("order_id");