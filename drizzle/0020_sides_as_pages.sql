ALTER TABLE "print_areas" ADD COLUMN "file_page" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "parts" uuid[];--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_parts_index" ON "uploads" USING btree ("parts");--> statement-breakpoint
-- A double-sided product made from the printer's catalogue had one print area taking a two-page PDF; it
-- now has a front and a back, each uploaded and checked on its own and put together for the printer
-- (docs/product-rules.md#sides). A cart line naming the old area is dropped and named by the cart, as
-- for any catalog change; orders print from what they stored.
INSERT INTO "print_areas" ("product_id", "code", "name", "width_mm", "height_mm", "pages", "file_role", "sizes", "position", "cut_line", "file_page")
SELECT a."product_id", 'back', '{"en":"Back","th":"ด้านหลัง"}'::jsonb, a."width_mm", a."height_mm", 1, 'product', '[]'::jsonb, a."position" + 1, a."cut_line", 2
FROM "print_areas" a JOIN "products" p ON p."id" = a."product_id"
WHERE p."origin" = 'provider' AND a."code" = 'design' AND a."pages" = 2 AND a."file_role" = 'product';--> statement-breakpoint
UPDATE "print_areas" a SET "code" = 'front', "name" = '{"en":"Front","th":"ด้านหน้า"}'::jsonb, "pages" = 1, "file_page" = 1
FROM "products" p
WHERE p."id" = a."product_id" AND p."origin" = 'provider' AND a."code" = 'design' AND a."pages" = 2 AND a."file_role" = 'product';
--> statement-breakpoint
-- The demo postcard's own description (tools/cloudprinter-sim/demo-shop-products.json) asked for one
-- two-page PDF; where staff left it as the demo wrote it, it now says what the product page asks for.
UPDATE "products" SET "description" = '{"en":"A6 postcards (148 × 105 mm) printed in full colour on both sides, on 350 gsm gloss card or 300 gsm silk. Upload the front and the back each on its own, as a PDF, JPEG or PNG.","th":"โปสการ์ดขนาด A6 (148 × 105 มม.) พิมพ์สี่สีทั้งสองด้าน บนกระดาษการ์ดเงา 350 แกรม หรือกระดาษซิลค์ 300 แกรม อัปโหลดด้านหน้าและด้านหลังแยกกัน เป็นไฟล์ PDF, JPEG หรือ PNG"}'::jsonb
WHERE "origin" = 'provider' AND "description" = '{"en":"A6 postcards (148 × 105 mm) printed in full colour on both sides, on 350 gsm gloss card or 300 gsm silk. Upload one PDF with two pages: the front, then the back.","th":"โปสการ์ดขนาด A6 (148 × 105 มม.) พิมพ์สี่สีทั้งสองด้าน บนกระดาษการ์ดเงา 350 แกรม หรือกระดาษซิลค์ 300 แกรม อัปโหลดไฟล์ PDF สองหน้า: หน้าแรกคือด้านหน้า หน้าที่สองคือด้านหลัง"}'::jsonb;
