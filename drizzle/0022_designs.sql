CREATE TABLE "designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid,
	"product_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"document" jsonb NOT NULL,
	"frozen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "design_id" uuid;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "designs_cart_id_index" ON "designs" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "designs_document_index" ON "designs" USING gin ("document" jsonb_path_ops);--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE set null ON UPDATE no action;