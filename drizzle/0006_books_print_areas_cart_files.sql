ALTER TABLE "print_areas" ADD COLUMN "file_role" varchar(8) DEFAULT 'product' NOT NULL;--> statement-breakpoint
ALTER TABLE "print_areas" ADD COLUMN "sizes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "print_areas" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Each stored upload id becomes { areaId, uploadId } with the product's (then only) print area. Book
-- lines name the old "page" area, which the next catalog seed replaces by "cover" and "interior": the
-- cart view drops such a line and names it, as for any line whose product changed.
UPDATE "cart_lines" l SET "files" = coalesce((
  SELECT jsonb_agg(jsonb_build_object('areaId', a.code, 'uploadId', u.id) ORDER BY u.ord)
  FROM jsonb_array_elements_text(l.upload_ids) WITH ORDINALITY AS u(id, ord),
    (SELECT min(p.code) AS code FROM print_areas p WHERE p.product_id = l.product_id) a
), '[]'::jsonb);--> statement-breakpoint
ALTER TABLE "cart_lines" ALTER COLUMN "files" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "cart_lines" DROP COLUMN "upload_ids";
