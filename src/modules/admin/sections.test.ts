import { describe, expect, it } from "vitest";
import { adminSectionOf } from "./sections";

describe("admin sections", () => {
  it("finds the section of a page, its sub-pages included", () => {
    expect(adminSectionOf("/admin")).toBe("overview");
    expect(adminSectionOf("/admin/orders")).toBe("orders");
    expect(adminSectionOf("/admin/orders/PG-ABC123")).toBe("orders");
    expect(adminSectionOf("/admin/logs")).toBe("logs");
    expect(adminSectionOf("/admin/ordersx")).toBe("overview");
  });
});
