import { describe, expect, it } from "vitest";
import { signUploadPath, verifyUploadLink } from "./signing";

const secret = "s".repeat(32);
const id = "6f1c1d8e-3c7a-4b5e-9b7c-2f0a9d6e1a11";
const now = Date.UTC(2026, 0, 1, 12, 0, 0);

function parse(path: string) {
  const url = new URL(path, "http://shop.test");
  const [, , , linkId, variant] = url.pathname.split("/");
  return {
    id: linkId ?? "",
    variant: variant ?? "",
    expires: url.searchParams.get("expires"),
    sig: url.searchParams.get("sig"),
  };
}

describe("signed upload links", () => {
  it("are valid for at least their time to live, rounded up to five minutes", () => {
    const link = parse(signUploadPath(secret, id, "preview", 3600, now));
    expect(link).toMatchObject({ id, variant: "preview" });
    const valid = verifyUploadLink(secret, link, now);
    expect(valid).toBeGreaterThanOrEqual(3600);
    expect(valid).toBeLessThan(3600 + 300);
  });

  it("last seven days for the print provider when asked", () => {
    const link = parse(signUploadPath(secret, id, "original", 7 * 86400, now));
    expect(verifyUploadLink(secret, link, now + 7 * 86400 * 1000 - 1000)).toBeGreaterThan(0);
  });

  it("refuse a link after it expired", () => {
    const link = parse(signUploadPath(secret, id, "preview", 60, now));
    expect(verifyUploadLink(secret, link, now + 3600 * 1000)).toBeUndefined();
  });

  it("refuse a changed signature, variant, id, expiry or secret", () => {
    const link = parse(signUploadPath(secret, id, "preview", 3600, now));
    const flipped = (link.sig ?? "").replace(/^./, (c) => (c === "A" ? "B" : "A"));
    expect(verifyUploadLink(secret, { ...link, sig: flipped }, now)).toBeUndefined();
    expect(verifyUploadLink(secret, { ...link, variant: "original" }, now)).toBeUndefined();
    expect(verifyUploadLink(secret, { ...link, id: id.replace("6f", "7f") }, now)).toBeUndefined();
    expect(
      verifyUploadLink(secret, { ...link, expires: String(Number(link.expires) + 300) }, now),
    ).toBeUndefined();
    expect(verifyUploadLink("t".repeat(32), link, now)).toBeUndefined();
    expect(verifyUploadLink(secret, { ...link, sig: null }, now)).toBeUndefined();
    expect(verifyUploadLink(secret, { ...link, expires: "1e12" }, now)).toBeUndefined();
  });
});
