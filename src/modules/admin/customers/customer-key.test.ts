import { describe, expect, it } from "vitest";
import { customerPath, parseCustomerKey } from "./customer-key";

const segmentOf = (key: string) => customerPath(key).split("/").pop()!;

describe("customer keys in the URL", () => {
  it("writes the address without dots or @ and reads it back", () => {
    for (const key of ["somchai@example.com", "nok+print@example.org", "a_b-c@sub.example.co.th"]) {
      expect(segmentOf(key)).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(parseCustomerKey(segmentOf(key))).toBe(key);
    }
    expect(parseCustomerKey(segmentOf("Somchai@Example.COM"))).toBe("somchai@example.com");
  });

  it("refuses what does not name an address, without throwing", () => {
    for (const bad of [
      "0",
      "not-an-address",
      "somchai@example.com",
      "%E0%A4%A",
      segmentOf("no-at-sign"),
      segmentOf("two@@example.com"),
      segmentOf("a b@example.com"),
      segmentOf("x\u0000@y.z"),
      "_-_-",
    ])
      expect(parseCustomerKey(bad), bad).toBeNull();
    expect(parseCustomerKey(segmentOf(`${"a".repeat(250)}@x.io`))).toBeNull();
  });
});
