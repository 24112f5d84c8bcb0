CREATE TABLE "provider_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" varchar(20) DEFAULT 'cloudprinter' NOT NULL,
	"environment" varchar(20) NOT NULL,
	"method" varchar(10) NOT NULL,
	"status" smallint,
	"error" text,
	"base_url" text NOT NULL,
	"path" text NOT NULL,
	"correlation_id" varchar(64) NOT NULL,
	"request_body" jsonb,
	"response_body" text,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"environment" varchar(20) NOT NULL,
	"api_key_sealed" text,
	"api_key_hint" varchar(8),
	"webhook_key_sealed" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_signals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dedupe_key" varchar(300) NOT NULL,
	"type" varchar(60) NOT NULL,
	"order_reference" varchar(100) NOT NULL,
	"order_id" uuid,
	"payload" jsonb NOT NULL,
	"outcome" varchar(20) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_signals_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_issue" text;--> statement-breakpoint
ALTER TABLE "provider_signals" ADD CONSTRAINT "provider_signals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_logs_created_at_index" ON "provider_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "provider_signals_order_id_index" ON "provider_signals" USING btree ("order_id");