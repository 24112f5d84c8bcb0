import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_PATH, productEditInput } from "./product-edit";
import {
  MAX_PICTURE_SIDE,
  pictureKeyOfName,
  pictureKeyOfUrl,
  sniffPicture,
  withinPictureLimits,
} from "./product-picture";

const picture = (format: "png" | "jpeg" | "webp" | "gif", width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: "#2f9e44" } })
    .toFormat(format)
    .toBuffer();

const PDF = Buffer.from(
  "%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);
const UUID = "3f2c1b9e-8a4d-4c6e-9f10-1234567890ab";

describe("sniffing a product picture", () => {
  it("knows PNG, JPEG and WebP by their bytes", async () => {
    expect(sniffPicture(await picture("png"))).toBe("png");
    expect(sniffPicture(await picture("jpeg"))).toBe("jpeg");
    expect(sniffPicture(await picture("webp"))).toBe("webp");
  });

  it("goes by the bytes, not the name: a PNG called photo.jpg is a PNG", async () => {
    const file = new File([await picture("png")], "photo.jpg", { type: "image/jpeg" });
    expect(sniffPicture(new Uint8Array(await file.arrayBuffer()))).toBe("png");
  });

  it("refuses anything else: a PDF, a GIF, an SVG, text, nothing, a RIFF that is not WebP", async () => {
    expect(sniffPicture(PDF)).toBeUndefined();
    expect(sniffPicture(await picture("gif"))).toBeUndefined();
    expect(sniffPicture(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffPicture(Buffer.from("hello"))).toBeUndefined();
    expect(sniffPicture(new Uint8Array())).toBeUndefined();
    expect(sniffPicture(Buffer.from("RIFF\0\0\0\0WAVEfmt "))).toBeUndefined();
    // A PNG's signature cut short is not a PNG.
    expect(sniffPicture((await picture("png")).subarray(0, 5))).toBeUndefined();
  });
});

describe("a product picture's limits", () => {
  it("allows up to 6000 px on either side and refuses more, or unknown dimensions", () => {
    expect(withinPictureLimits(MAX_PICTURE_SIDE, MAX_PICTURE_SIDE)).toBe(true);
    expect(withinPictureLimits(1, 1)).toBe(true);
    expect(withinPictureLimits(MAX_PICTURE_SIDE + 1, 10)).toBe(false);
    expect(withinPictureLimits(10, MAX_PICTURE_SIDE + 1)).toBe(false);
    expect(withinPictureLimits(undefined, 10)).toBe(false);
    expect(withinPictureLimits(0, 10)).toBe(false);
  });
});

describe("where a stored picture lives", () => {
  it("maps /media/catalog/<uuid>.webp to its key, and nothing else", () => {
    expect(pictureKeyOfUrl(`/media/catalog/${UUID}.webp`)).toBe(`catalog/${UUID}.webp`);
    expect(pictureKeyOfName(`${UUID}.webp`)).toBe(`catalog/${UUID}.webp`);
    for (const name of [
      `${UUID}.png`,
      `${UUID.toUpperCase()}.webp`,
      `${UUID}.webp/`,
      `../${UUID}.webp`,
      "original",
      `${UUID}`,
      "",
    ]) {
      expect(pictureKeyOfName(name), name).toBeUndefined();
    }
    expect(pictureKeyOfUrl(`/images/products/${UUID}.webp`)).toBeUndefined();
    expect(pictureKeyOfUrl(`/media/other/${UUID}.webp`)).toBeUndefined();
  });

  it("is a picture URL the product form accepts, as are paths under /images", () => {
    expect(IMAGE_PATH.test(`/media/catalog/${UUID}.webp`)).toBe(true);
    expect(IMAGE_PATH.test("/images/products/poster-a4-1.svg")).toBe(true);
    for (const url of [
      `/media/catalog/${UUID}.png`,
      "/media/catalog/picture.webp",
      `/media/${UUID}.webp`,
      `/media/catalog/../${UUID}.webp`,
      `/media/catalog/${UUID}.webp?x=1`,
      "/images/../secret.png",
    ]) {
      expect(IMAGE_PATH.test(url), url).toBe(false);
    }
    const images = productEditInput.shape.images;
    const alt = { en: "A poster", th: "โปสเตอร์" };
    expect(images.safeParse([{ url: `/media/catalog/${UUID}.webp`, alt }]).success).toBe(true);
    expect(images.safeParse([{ url: "/media/catalog/x.webp", alt }]).success).toBe(false);
  });
});
