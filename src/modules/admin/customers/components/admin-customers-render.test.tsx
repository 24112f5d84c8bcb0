import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderInLanguage } from "@/test/render-in-language";
import { customerPath } from "../customer-key";
import type { AdminCustomer } from "../customer-detail.server";
import type { AdminCustomerRow } from "../customers-list.server";
import { parseAdminCustomersQuery } from "../customers-query";
import { AdminCustomerDetail, AdminCustomerInvalid } from "./admin-customer-detail";
import { AdminCustomersList } from "./admin-customers-list";

vi.mock("@/modules/i18n/components/navigation", () => ({
  Link: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const render = renderInLanguage;

const guest: AdminCustomerRow = {
  key: "nok.wong@example.org",
  email: "Nok.Wong@Example.org",
  name: "Nok Wong",
  hasAccount: false,
  orders: 3,
  valueUsd: 123_456,
  lastOrderAt: new Date("2026-11-20T10:00:00Z"),
  locale: "th",
};
const signUp: AdminCustomerRow = {
  key: "anan@example.net",
  email: "anan@example.net",
  name: "Anan Dee",
  hasAccount: true,
  orders: 0,
  valueUsd: 0,
  lastOrderAt: null,
  locale: "en",
};

describe("admin customer list rendering", () => {
  it("counts, links each customer's page, pages and sorts keeping the search", () => {
    const query = parseAdminCustomersQuery({ q: "wong", sort: "value", page: "2" });
    const html = render(
      "en",
      <AdminCustomersList
        query={query}
        result={{ rows: [guest, signUp], total: 27, page: 2, pageSize: 25 }}
        locale="en"
      />,
    );
    expect(html).toContain("Showing 26–27 of 27");
    expect(html).toContain(`href="${customerPath("nok.wong@example.org")}"`);
    expect(html).toContain("Paid orders");
    expect(html).toContain("$1,234.56");
    expect(html).toContain("Guest");
    expect(html).toContain("Thai");
    expect(html).toContain('href="/admin/customers?q=wong&amp;sort=value"');
    expect(html).toContain('href="/admin/customers?q=wong&amp;sort=orders"');
    expect(html).toContain('href="/admin/customers?q=wong"');
    expect(html).toMatch(/aria-current="true"[^>]*>Lifetime value</);
    expect(html).not.toContain('rel="next"');
    expect(html).toContain('method="get"');
    expect(html).toContain('value="wong"');
  });

  it("writes the same list in Thai, and says when nothing matches", () => {
    const query = parseAdminCustomersQuery({});
    const th = render(
      "th",
      <AdminCustomersList
        query={query}
        result={{ rows: [guest], total: 1, page: 1, pageSize: 25 }}
        locale="th"
      />,
    );
    expect(th).toContain("คำสั่งซื้อที่ชำระแล้ว");
    expect(th).toContain("ผู้ซื้อทั่วไป");
    expect(th).toContain("2569");
    const empty = { rows: [], total: 0, page: 1, pageSize: 25 };
    expect(
      render(
        "en",
        <AdminCustomersList query={parseAdminCustomersQuery({ q: "zzz" })} result={empty} locale="en" />,
      ),
    ).toContain("No customers found.");
    expect(render("th", <AdminCustomersList query={query} result={empty} locale="th" />)).toContain(
      "ไม่พบลูกค้า",
    );
  });
});

const customer: AdminCustomer = {
  key: "somchai@example.com",
  name: "Somchai Jaidee",
  account: { id: "u1", name: "Somchai", locale: "th", createdAt: new Date("2026-01-02T03:00:00Z") },
  paidOrders: 1,
  valueUsd: 7397,
  lastOrderAt: new Date("2026-11-20T10:00:00Z"),
  locale: "th",
  orders: {
    rows: [
      {
        number: "PG-AAAA1111",
        createdAt: new Date("2026-11-20T10:00:00Z"),
        status: "shipped",
        paymentStatus: "paid",
        total: 258_895,
        currency: "THB",
      },
    ],
    total: 1,
  },
  savedAddresses: [
    {
      id: "a1",
      name: "Somchai Jaidee",
      company: null,
      addressLine1: "1 Silom Road",
      addressLine2: null,
      city: "Bangkok",
      state: null,
      postalCode: "10500",
      country: "TH",
      isDefault: true,
    },
  ],
  shippingAddresses: [
    {
      name: "Somchai Jaidee",
      company: null,
      address: "99 Sukhumvit Road",
      city: "Bangkok",
      state: null,
      postalCode: "10110",
      country: "TH",
      orders: 1,
      lastUsedAt: new Date("2026-11-20T10:00:00Z"),
    },
  ],
  messages: [
    {
      id: "00000000-0000-4000-8000-000000000001",
      name: "Somchai",
      email: "somchai@example.com",
      subject: "Where is my order?",
      locale: "th",
      createdAt: new Date("2026-11-21T10:00:00Z"),
      handledAt: null,
      repliedAt: null,
    },
  ],
};

describe("admin customer page rendering", () => {
  it("shows orders in their currency, addresses and messages, in both languages", () => {
    for (const locale of ["en", "th"] as const) {
      const html = render(locale, <AdminCustomerDetail customer={customer} locale={locale} />);
      expect(html).toContain('href="/admin/orders/PG-AAAA1111"');
      expect(html).toContain("฿2,588.95");
      expect(html).toContain("$73.97");
      expect(html).toContain("1 Silom Road");
      expect(html).toContain("99 Sukhumvit Road");
      expect(html).toContain('href="/admin/database/inbox/00000000-0000-4000-8000-000000000001"');
    }
    const th = render("th", <AdminCustomerDetail customer={customer} locale="th" />);
    expect(th).toContain("ที่อยู่ที่บันทึกไว้");
    expect(th).toContain("ข้อความถึงฝ่ายบริการลูกค้า");
  });

  it("explains a link without an address", () => {
    expect(render("en", <AdminCustomerInvalid />)).toContain("Not a customer address");
    expect(render("th", <AdminCustomerInvalid />)).toContain("ไม่ใช่ที่อยู่อีเมลของลูกค้า");
  });
});
