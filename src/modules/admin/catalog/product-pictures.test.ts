import { rm } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST as uploadRoute } from "@/app/api/admin/catalog/pictures/route";
import { GET as mediaRoute } from "@/app/media/catalog/[file]/route";
import { signUpVerified } from "@/modules/accounts/testing";
import { centsToDollars, type ProductEditForm } from "@/modules/catalog";
import { editableProduct } from "@/modules/catalog/server";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { users } from "@/server/db/schema/accounts";
import { env } from "@/server/env";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { fileStorage } from "@/server/storage";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { saveProduct } from "./actions";

markEdgeInFront();
// The route and the action read the session cookie from the request; outside Next.js the test supplies it.
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest({ clientAddress: "203.0.113.41" });

async function signedIn(email: string, role: "customer" | "admin") {
  const account = await signUpVerified(email, undefined, {
    address: `198.51.100.${role === "admin" ? 61 : 62}`,
  });
  if (role === "admin")
    await testDb.current.update(users).set({ role: "admin" }).where(eq(users.id, account.userId));
  nextRequest.set({ cookie: account.cookie });
}

type Answer = { ok: boolean; url?: string; error?: string };

async function upload(bytes: Buffer, headers: Record<string, string> = {}) {
  const response = await uploadRoute(
    new Request("http://localhost:3000/api/admin/catalog/pictures", {
      method: "POST",
      headers: { "content-type": "application/octet-stream", ...headers },
      body: new Uint8Array(bytes),
    }),
    {},
  );
  return { status: response.status, body: (await response.json()) as Answer };
}

const media = (file: string) =>
  mediaRoute(new Request(`http://localhost:3000/media/catalog/${file}`), {
    params: Promise.resolve({ file }),
  });

/** A photo with EXIF (camera, place) and an ICC profile, as a phone would send it. */
const photo = (width: number, height: number, format: "png" | "jpeg" | "webp" = "jpeg") =>
  sharp({ create: { width, height, channels: 3, background: "#1971c2" } })
    .withMetadata({ exif: { IFD0: { Make: "PhoneCo", Copyright: "Somchai" } } })
    .toFormat(format)
    .toBuffer();

const PDF = Buffer.from(
  "%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);
const MISSING = "00000000-0000-4000-8000-000000000000.webp";

/** The test catalog's A3 poster. */
const POSTER = 4;

function formOf(product: NonNullable<Awaited<ReturnType<typeof editableProduct>>>): ProductEditForm {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    basePrice: centsToDollars(product.basePrice),
    active: product.active,
    priceBreaks: product.priceBreaks.map((tier) => ({
      minQuantity: String(tier.minQuantity),
      percentOff: String(tier.percentOff),
    })),
    images: product.images.map((image) => ({ id: image.id, url: image.url, alt: image.alt })),
    options: product.options.map((option) => ({
      code: option.code,
      values: option.values.map((value) => ({
        code: value.code,
        name: value.name,
        priceModifier: centsToDollars(value.priceModifier),
      })),
    })),
  };
}

describe(`product pictures in storage (${testEngine})`, () => {
  beforeEach(async () => {
    await rm(path.join(env().DATA_DIR, "uploads", "catalog"), { recursive: true, force: true });
  });

  it.each([
    ["without a session", 401, async () => {}],
    ["for a customer", 403, () => signedIn("nok@example.com", "customer")],
  ])("refuses an upload %s and stores nothing", async (_who, status, arrange) => {
    await arrange();
    expect(await upload(await photo(100, 80))).toEqual({
      status,
      body: { ok: false, error: "unauthorized" },
    });
    const keys: string[] = [];
    for await (const stored of fileStorage().list()) keys.push(stored.key);
    expect(keys.filter((key) => key.startsWith("catalog/"))).toEqual([]);
  });

  it("stores a picture as a metadata-free WebP of at most 2000 px, served with a year's caching", async () => {
    await signedIn("staff@example.com", "admin");
    const original = await photo(3000, 1500);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { status, body } = await upload(original);
    expect(status).toBe(201);
    expect(body.ok).toBe(true);
    expect(body.url).toMatch(/^\/media\/catalog\/[0-9a-f-]{36}\.webp$/);

    // Signed out: anyone may see the shop's pictures.
    nextRequest.set({ cookie: "" });
    const response = await media(body.url!.split("/").at(-1)!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("content-length")).toBe(String(bytes.length));
    const stored = await sharp(bytes).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 2000, height: 1000 });
    expect(stored.exif).toBeUndefined();
    expect(stored.icc).toBeUndefined();
  });

  it("goes by the bytes: a PNG sent as photo.jpg is stored, a PDF sent as image/png is not", async () => {
    await signedIn("staff@example.com", "admin");
    const png = await upload(await photo(64, 48, "png"), {
      "content-type": "image/jpeg",
      "x-file-name": "photo.jpg",
    });
    expect(png).toMatchObject({ status: 201, body: { ok: true } });
    expect(
      (
        await sharp(
          Buffer.from(await (await media(png.body.url!.split("/").at(-1)!)).arrayBuffer()),
        ).metadata()
      ).width,
    ).toBe(64);
    expect(await upload(await photo(64, 48, "webp"))).toMatchObject({ status: 201, body: { ok: true } });

    expect(await upload(PDF, { "content-type": "image/png" })).toEqual({
      status: 415,
      body: { ok: false, error: "notImage" },
    });
    // A PNG signature in front of garbage is no picture either.
    const fake = Buffer.concat([(await photo(10, 10, "png")).subarray(0, 8), Buffer.alloc(200, 7)]);
    expect(await upload(fake)).toEqual({ status: 415, body: { ok: false, error: "notImage" } });
  });

  it("refuses more than 6000 px on a side and more than 10 MB, before storing anything", async () => {
    await signedIn("staff@example.com", "admin");
    const wide = await sharp({ create: { width: 6001, height: 8, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect(await upload(wide)).toEqual({ status: 422, body: { ok: false, error: "tooManyPixels" } });
    const big = Buffer.concat([await photo(10, 10, "png"), Buffer.alloc(10 * 1024 * 1024)]);
    expect(await upload(big)).toEqual({ status: 413, body: { ok: false, error: "tooLarge" } });
    const keys: string[] = [];
    for await (const stored of fileStorage().list()) keys.push(stored.key);
    expect(keys.filter((key) => key.startsWith("catalog/"))).toEqual([]);
  });

  it("answers 404, never a 500, for a malformed name or a picture that is not there", async () => {
    for (const file of [MISSING, "picture.webp", "..", "%2e%2e", `${MISSING.slice(0, -5)}.png`, "original"]) {
      const response = await media(file);
      expect(response.status, file).toBe(404);
      expect(response.headers.get("cache-control"), file).toBe("no-store");
    }
  });

  it("lets staff add a stored picture to a product, and refuses one that is not in storage", async () => {
    await seedTestCatalog(testDb.current);
    await signedIn("staff@example.com", "admin");
    const { body } = await upload(await photo(800, 800));
    const form = formOf((await editableProduct(testDb.current, POSTER))!);
    const alt = { en: "Poster on a wall", th: "โปสเตอร์บนผนัง" };

    const missing = await saveProduct({
      ...form,
      images: [...form.images, { url: `/media/catalog/${MISSING}`, alt }],
    });
    expect(missing).toMatchObject({
      ok: false,
      error: "invalid",
      fieldErrors: { [`images.${form.images.length}.url`]: "imageMissing" },
    });

    const saved = await saveProduct({ ...form, images: [...form.images, { url: body.url!, alt }] });
    expect(saved).toMatchObject({ ok: true, changed: true });
    expect((await editableProduct(testDb.current, POSTER))!.images.at(-1)).toMatchObject({
      url: body.url,
      alt,
    });
  });
});
