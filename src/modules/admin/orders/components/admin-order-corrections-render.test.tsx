import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderInLanguage as render } from "@/test/render-in-language";
import type { AdminOrder } from "../order-detail.server";
import { AdminOrderCorrections } from "./admin-order-corrections";
import { AdminOrderEdit } from "./admin-order-edit";
import { AdminOrderMails } from "./admin-order-mails";

vi.mock("../actions", () => ({ editAdminOrder: vi.fn(), addAdminOrderNote: vi.fn() }));
vi.mock("@/modules/i18n/components/navigation", () => ({
  useRouter: () => ({ refresh: () => {} }),
  Link: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const current = {
  name: "Somchai Jaidee",
  company: "",
  address: "99 Sukhumvit Road",
  city: "Bangkok",
  state: "Bangkok",
  postalCode: "10110",
  country: "TH",
  email: "somchai@example.com",
  phone: "+66 81 234 5678",
};
const choices = {
  countries: ["US", "TH"],
  statesRequiredIn: ["US", "TH"],
  statesByCountry: { TH: [{ code: "Bangkok", name: "Bangkok", nameTh: "กรุงเทพมหานคร" }], US: [] },
};

/** Just what the three cards read of an AdminOrder. */
const order = {
  details: {
    number: "PG-AAAA1111",
    email: current.email,
    phone: current.phone,
    shipping: { ...current, company: null, level: "cp_ground" },
  },
  edit: choices,
  notes: [
    { id: 2, authorName: "Nok", body: "Second <b>note</b>", createdAt: new Date("2026-11-21T09:00:00Z") },
    { id: 1, authorName: "Ploy", body: "First note", createdAt: new Date("2026-11-20T09:00:00Z") },
  ],
  mails: [
    {
      id: "6f1c0c57-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
      to: "somchai@example.com",
      subject: "Your PrintGo order PG-AAAA1111 is confirmed",
      template: "order-confirmation",
      transport: "outbox",
      createdAt: new Date("2026-11-20T10:05:00Z"),
    },
  ],
} as unknown as AdminOrder;

describe("admin order corrections rendering", () => {
  it("offers the correction behind one button, and lists notes newest first with their authors", () => {
    const en = render("en", <AdminOrderCorrections order={order} locale="en" />);
    expect(en).toContain("Edit contact and address</button>");
    expect(en).toContain("Internal notes");
    expect(en).toContain("Only staff see these notes; customers never do.");
    expect(en.indexOf("Second")).toBeLessThan(en.indexOf("First note"));
    expect(en).toContain("Nok, ");
    expect(en).toContain("Second &lt;b&gt;note&lt;/b&gt;");
    expect(en).toContain('for="admin-order-note"');
    const th = render("th", <AdminOrderCorrections order={order} locale="th" />);
    expect(th).toContain("แก้ไขข้อมูลติดต่อและที่อยู่</button>");
    expect(th).toContain("บันทึกภายใน");
  });

  it("shows no correction once the order was sent to the printer, notes still", () => {
    const html = render("en", <AdminOrderCorrections order={{ ...order, edit: null }} locale="en" />);
    expect(html).not.toContain("Edit contact and address");
    expect(html).toContain("Add note");
  });

  it("lists the mails sent about the order, each linking to the outbox", () => {
    for (const locale of ["en", "th"] as const) {
      const html = render(locale, <AdminOrderMails order={order} locale={locale} />);
      expect(html).toContain('href="/admin/database/mail/6f1c0c57-1a2b-4c3d-8e9f-0a1b2c3d4e5f"');
      expect(html).toContain("Your PrintGo order PG-AAAA1111 is confirmed");
      expect(html).toContain("order-confirmation");
      expect(html).toContain("somchai@example.com");
    }
    expect(render("th", <AdminOrderMails order={{ ...order, mails: [] }} locale="th" />)).toContain(
      "ยังไม่มีอีเมลที่ส่งเกี่ยวกับคำสั่งซื้อนี้",
    );
  });

  it("opens on the stored values with checkout's labels, the province as a list, in both languages", () => {
    const open = (locale: "en" | "th") =>
      render(locale, <AdminOrderEdit number="PG-AAAA1111" current={current} choices={choices} defaultOpen />);
    const en = open("en");
    expect(en).toContain('value="99 Sukhumvit Road"');
    expect(en).toContain('value="somchai@example.com"');
    expect(en).toContain('value="+66 81 234 5678"');
    expect(en).toContain("Full name");
    expect(en).toContain("Province");
    expect(en).toContain('<option value="Bangkok" selected="">');
    expect(en).toContain("Save changes</button>");
    expect(en).toContain("<legend");
    const th = open("th");
    expect(th).toContain("ชื่อ-นามสกุล");
    expect(th).toContain("รหัสไปรษณีย์");
    expect(th).toContain("กรุงเทพมหานคร");
    expect(th).toContain("บันทึกการแก้ไข</button>");
  });
});
