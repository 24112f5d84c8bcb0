import { describe, expect, it } from "vitest";
import { open, seal } from "./secret-box";

const secret = "a".repeat(43);

describe("secret box", () => {
  it("opens what it sealed, and never stores the plaintext", () => {
    const sealed = seal("cp_live_key_1234", secret);
    expect(sealed).not.toContain("cp_live_key_1234");
    expect(open(sealed, secret)).toBe("cp_live_key_1234");
  });

  it("seals the same key differently each time", () => {
    expect(seal("key", secret)).not.toBe(seal("key", secret));
  });

  it("does not open with another secret", () => {
    expect(open(seal("key", secret), "b".repeat(43))).toBeUndefined();
  });

  it("does not open a tampered value", () => {
    const [version, iv, tag, data] = seal("cp_live_key_1234", secret).split(".");
    const flipped = Buffer.from(data!, "base64url");
    flipped[0] = flipped[0]! ^ 1;
    expect(open([version, iv, tag, flipped.toString("base64url")].join("."), secret)).toBeUndefined();
    expect(open("garbage", secret)).toBeUndefined();
  });
});
