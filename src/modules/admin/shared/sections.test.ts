import { describe, expect, it } from "vitest";
import { adminSectionOf, DATABASE_SECTIONS, sectionOf } from "./sections";

describe("admin sections", () => {
  it("finds the section of a page, its sub-pages included", () => {
    expect(adminSectionOf("/admin")).toBe("overview");
    expect(adminSectionOf("/admin/orders")).toBe("orders");
    expect(adminSectionOf("/admin/orders/PG-ABC123")).toBe("orders");
    expect(adminSectionOf("/admin/logs")).toBe("logs");
    expect(adminSectionOf("/admin/catalogue/provider")).toBe("providerCatalogue");
    expect(adminSectionOf("/admin/catalogue/provider/poster_a3_fc")).toBe("providerCatalogue");
    expect(adminSectionOf("/admin/customers/somchai%40example.com")).toBe("customers");
    expect(adminSectionOf("/admin/database/inbox")).toBe("database");
    expect(adminSectionOf("/admin/ordersx")).toBe("overview");
  });

  it("finds the Database page of a path, and none outside the section", () => {
    expect(sectionOf(DATABASE_SECTIONS, "/admin/database/catalog/3")).toBe("catalog");
    expect(sectionOf(DATABASE_SECTIONS, "/admin/database/mail")).toBe("mail");
    expect(sectionOf(DATABASE_SECTIONS, "/admin/orders")).toBeUndefined();
  });
});
