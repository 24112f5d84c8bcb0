ALTER TABLE "print_areas" ADD COLUMN "bleed_mm" real;--> statement-breakpoint
ALTER TABLE "print_areas" ADD COLUMN "safety_mm" real;