import { describe, expect, it } from "vitest";
import { customerPath, parseCustomerKey } from "./customer-key";

describe("customer keys in the URL", () => {
  it("reads an e-mail, encoded or not, in any case", () => {
    expect(parseCustomerKey("Somchai%40Example.com")).toBe("somchai@example.com");
    expect(parseCustomerKey("nok+print@example.org")).toBe("nok+print@example.org");
    expect(parseCustomerKey(customerPath("a.b@example.com").split("/").pop()!)).toBe("a.b@example.com");
  });

  it("refuses what cannot be an address, without throwing", () => {
    for (const bad of [
      "0",
      "%E0%A4%A",
      "no-at-sign",
      "two@@example.com",
      "a b@example.com",
      "@x",
      "x@",
      "%00@x.y",
    ])
      expect(parseCustomerKey(bad), bad).toBeNull();
    expect(parseCustomerKey(`${"a".repeat(250)}@x.io`)).toBeNull();
  });
});
