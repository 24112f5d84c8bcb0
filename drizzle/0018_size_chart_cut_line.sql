ALTER TABLE "print_areas" ADD COLUMN "cut_line" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_chart" jsonb;