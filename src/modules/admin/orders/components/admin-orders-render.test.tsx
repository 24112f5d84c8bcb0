import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderInLanguage } from "@/test/render-in-language";
import type { AdminOrder } from "../order-detail.server";
import type { AdminOrderRow } from "../orders-list.server";
import { parseAdminOrdersQuery } from "../orders-query";
import { AdminOrderDetail } from "./admin-order-detail";
import { AdminOrdersList } from "./admin-orders-list";

vi.mock("../actions", () => ({
  cancelAdminOrder: vi.fn(),
  refundAdminOrder: vi.fn(),
  refundPartOfAdminOrder: vi.fn(),
  resubmitAdminOrder: vi.fn(),
  editAdminOrder: vi.fn(),
  addAdminOrderNote: vi.fn(),
}));
vi.mock("@/modules/i18n/components/navigation", () => ({
  useRouter: () => ({ refresh: () => {} }),
  Link: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const render = renderInLanguage;

const row = (number: string, issue: string | null = null): AdminOrderRow => ({
  number,
  shippingName: "Somchai Jaidee",
  email: "somchai@example.com",
  phone: "+66 81 234 5678",
  shippingCountry: "TH",
  createdAt: new Date("2026-11-20T10:00:00Z"),
  status: "printing",
  paymentStatus: "paid",
  paymentMethod: "card",
  total: 123_45,
  currency: "THB",
  providerOrderId: null,
  fulfilmentIssue: issue,
  needsAttention: issue !== null,
});

describe("admin order list rendering", () => {
  it("counts, flags issues, pages and exports with the current filters", () => {
    const query = parseAdminOrdersQuery({ q: "som", status: "printing", page: "2" });
    const html = render(
      "en",
      <AdminOrdersList
        query={query}
        result={{
          rows: [row("PG-AAAA1111", "refused"), row("PG-BBBB2222")],
          total: 27,
          page: 2,
          pageSize: 25,
        }}
        locale="en"
      />,
    );
    expect(html).toContain("Showing 26–27 of 27");
    expect(html).toContain('href="/api/admin/orders/export?q=som&amp;status=printing"');
    expect(html).toContain('href="/admin/orders/PG-AAAA1111?back=%3Fq%3Dsom%26status%3Dprinting%26page%3D2"');
    expect(html.match(/Needs attention/g)).toHaveLength(1);
    expect(html).toContain('href="/admin/orders?q=som&amp;status=printing"');
    expect(html).not.toContain('rel="next"');
    expect(html).toContain('method="get"');
    expect(html).toContain('value="som"');
  });

  it("shows every filter with its value from the URL, and exports with them, in both languages", () => {
    const query = parseAdminOrdersQuery({
      payment: "partly_refunded",
      currency: "THB",
      from: "2026-11-01",
      to: "2026-11-30",
      attention: "1",
      sort: "total_desc",
    });
    const result = { rows: [row("PG-AAAA1111")], total: 1, page: 1, pageSize: 25 };
    const html = render("en", <AdminOrdersList query={query} result={result} locale="en" />);
    for (const label of ["Payment", "Currency", "From", "To", "Sort by", "Only orders that need a person"])
      expect(html).toContain(label);
    expect(html).toMatch(/<select[^>]*name="payment"/);
    expect(html).toMatch(/<option value="partly_refunded" selected="">Partly refunded<\/option>/);
    expect(html).toMatch(/<option value="THB" selected="">THB<\/option>/);
    expect(html).toMatch(/<option value="total_desc" selected="">Total, high to low \(USD\)<\/option>/);
    expect(html).toMatch(/<input[^>]*type="date"[^>]*value="2026-11-01"/);
    expect(html).toMatch(
      /<input[^>]*name="to"[^>]*value="2026-11-30"|<input[^>]*value="2026-11-30"[^>]*name="to"/,
    );
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*name="attention"[^>]*checked=""/);
    expect(html).toContain("Clear filters");
    expect(html).toContain(
      'href="/api/admin/orders/export?payment=partly_refunded&amp;currency=THB&amp;from=2026-11-01&amp;to=2026-11-30&amp;attention=1&amp;sort=total_desc"',
    );
    const thai = render("th", <AdminOrdersList query={query} result={result} locale="th" />);
    for (const label of ["คืนเงินบางส่วน", "สกุลเงิน", "ตั้งแต่วันที่", "ถึงวันที่", "เรียงตาม", "เฉพาะคำสั่งซื้อที่ต้องมีคนตรวจสอบ"])
      expect(thai).toContain(label);
    // The plain list offers no "Clear filters".
    const plain = render(
      "en",
      <AdminOrdersList query={parseAdminOrdersQuery({})} result={result} locale="en" />,
    );
    expect(plain).not.toContain("Clear filters");
    expect(plain).toContain('href="/admin/orders/PG-AAAA1111"');
  });

  it("says when nothing matches, in Thai too", () => {
    const query = parseAdminOrdersQuery({ q: "zzz" });
    const result = { rows: [], total: 0, page: 1, pageSize: 25 };
    expect(render("en", <AdminOrdersList query={query} result={result} locale="en" />)).toContain(
      "No orders match.",
    );
    expect(render("th", <AdminOrdersList query={query} result={result} locale="th" />)).toContain(
      "ไม่พบคำสั่งซื้อที่ตรงกัน",
    );
  });
});

const order: AdminOrder = {
  details: {
    id: "00000000-0000-4000-8000-000000000000",
    number: "PG-AAAA1111",
    status: "processing",
    paymentStatus: "paid",
    locale: "th",
    email: "somchai@example.com",
    phone: "+66 81 234 5678",
    shipping: {
      name: "Somchai Jaidee",
      company: null,
      address: "99 Sukhumvit Road",
      city: "Bangkok",
      state: null,
      postalCode: "10110",
      country: "TH",
      level: "cp_ground",
    },
    deliveryMinDays: 3,
    deliveryMaxDays: 6,
    paymentMethod: "card",
    items: [
      {
        name: "Poster",
        productReference: "poster_a3",
        quantity: 1,
        unitPrice: 1000,
        lineTotal: 1000,
        options: [{ name: "Paper", value: "Matte" }],
        files: [{ name: "front.png" }, { name: "back.png" }],
      },
    ],
    subtotal: 1000,
    shippingCost: 500,
    paymentFee: 60,
    total: 1560,
    currency: "USD",
    trackingNumber: null,
    trackingUrl: null,
    carrier: null,
    replacements: [],
    createdAt: new Date("2026-11-20T10:00:00Z"),
    paidAt: new Date("2026-11-20T10:05:00Z"),
    history: [],
  },
  exchangeRate: "1.000000",
  files: [
    [
      {
        name: "front.png",
        previewUrl: "/api/uploads/x/preview?sig=1",
        downloadUrl: "/api/uploads/x/original?sig=2",
      },
      { name: "back.png", previewUrl: null, downloadUrl: null },
    ],
  ],
  history: [
    {
      status: "processing",
      paymentStatus: "paid",
      source: "provider",
      note: "ItemProduce",
      noteMessage: null,
      at: "2026-11-20T10:06:00.000Z",
    },
  ],
  paymentSessionId: "cs_test_123",
  providerOrderId: "CP-1",
  submittedAt: new Date("2026-11-20T10:06:00Z"),
  shippedAt: null,
  deliveredAt: null,
  fulfilmentIssue: "printer cancelled item 1",
  providerLog: [
    {
      id: 1,
      createdAt: new Date("2026-11-20T10:06:00Z"),
      environment: "simulator",
      method: "POST",
      baseUrl: "http://127.0.0.1:12112/cloudcore/1.0/",
      path: "orders/add",
      status: 500,
      error: "server error",
      correlationId: "abc",
      durationMs: 20,
      requestBody: '{"reference":"PG-AAAA1111"}',
      responseBody: null,
    },
  ],
  signals: [
    {
      id: 1,
      receivedAt: new Date("2026-11-20T10:07:00Z"),
      type: "ItemError",
      outcome: "attention",
      payload: "{}",
    },
  ],
  paymentIntentId: "pi_123",
  refund: null,
  refunds: [],
  refundable: 0,
  dispute: null,
  refundJob: null,
  submissionJob: { status: "done", attempts: 1, lastError: null },
  actions: { cancel: true, refund: false, refundPart: false, resubmit: false, reprint: false },
  edit: null,
  reprints: [],
  reprintable: [{ position: 0, name: "Business cards", quantity: 1 }],
  notes: [],
  mails: [],
};

describe("admin order page rendering", () => {
  it("puts the issue first and shows links, payment, the provider's notes, log and signals", () => {
    for (const locale of ["en", "th"] as const) {
      const html = render(locale, <AdminOrderDetail order={order} locale={locale} />);
      expect(html.indexOf("printer cancelled item 1")).toBeLessThan(html.indexOf(`id="admin-order-title"`));
      expect(html).toContain('href="/api/uploads/x/original?sig=2"');
      expect(html).toContain('src="/api/uploads/x/preview?sig=1"');
      expect(html).toContain("cs_test_123");
      expect(html).toContain("ItemProduce");
      expect(html).toContain("orders/add");
      expect(html).toContain("ItemError");
      expect(html).toContain("pi_123");
    }
  });

  it("offers only what the order allows, in both languages", () => {
    const en = render("en", <AdminOrderDetail order={order} locale="en" />);
    expect(en).toContain("Cancel order");
    expect(en).not.toContain("Refund payment");
    const cancelled = {
      ...order,
      details: { ...order.details, status: "cancelled", paymentStatus: "refunded" },
      refund: { id: "re_1", amount: 1560, at: new Date("2026-11-21T09:00:00Z") },
      refundJob: { status: "done" as const, attempts: 1, lastError: null },
      actions: { cancel: false, refund: false, refundPart: false, resubmit: false, reprint: false },
    };
    const th = render("th", <AdminOrderDetail order={cancelled} locale="th" />);
    expect(th).toContain("คืนเงินผ่าน Stripe แล้ว");
    expect(th).toContain("re_1");
    expect(th).not.toContain("ยกเลิกคำสั่งซื้อ</button>");
  });

  it("shows a refund that is still being retried with Stripe's last error", () => {
    const retrying = {
      ...order,
      refundJob: { status: "queued" as const, attempts: 2, lastError: "connection refused" },
      actions: { cancel: false, refund: false, refundPart: false, resubmit: false, reprint: false },
    };
    const html = render("en", <AdminOrderDetail order={retrying} locale="en" />);
    expect(html).toContain("Refund in progress (attempts so far: 2).");
    expect(html).toContain("connection refused");
  });

  it("lists each refund with its amount, state and reason, and offers a part refund up to what is left", () => {
    const partly = {
      ...order,
      details: { ...order.details, currency: "THB" },
      refundable: 52_900,
      refunds: [
        {
          id: "r2",
          amount: 20_000,
          status: "failed",
          reason: "Second box dented",
          failure: "Stripe said no",
          stripeRefundId: null,
          createdAt: new Date("2026-11-22T09:00:00Z"),
          completedAt: new Date("2026-11-22T09:01:00Z"),
        },
        {
          id: "r1",
          amount: 20_000,
          status: "refunded",
          reason: "Box dented",
          failure: null,
          stripeRefundId: "re_part_1",
          createdAt: new Date("2026-11-21T09:00:00Z"),
          completedAt: new Date("2026-11-21T09:00:02Z"),
        },
      ],
      actions: { ...order.actions, refundPart: true },
    };
    const en = render("en", <AdminOrderDetail order={partly} locale="en" />);
    expect(en).toContain("฿200");
    expect(en).toContain("Reason: Box dented");
    expect(en).toContain("re_part_1");
    expect(en).toContain("Stripe said no");
    expect(en).toContain("Up to ฿529. Use a dot for decimals");
    const th = render("th", <AdminOrderDetail order={partly} locale="th" />);
    expect(th).toContain("คืนเงินแล้ว");
    expect(th).toContain("ไม่สำเร็จ");
    expect(th).toContain("คืนเงินบางส่วนของคำสั่งซื้อนี้");
    const none = render("en", <AdminOrderDetail order={order} locale="en" />);
    expect(none).not.toContain("Refund part of this order");
  });

  it("shows the rate a baht order locked, and none for dollars, in both languages", () => {
    const baht: AdminOrder = {
      ...order,
      details: { ...order.details, currency: "THB", total: 177_500 },
      exchangeRate: "35.500000",
    };
    expect(render("en", <AdminOrderDetail order={baht} locale="en" />)).toMatch(
      /Exchange rate<\/dt><dd[^>]*>1 USD = 35\.50 THB</,
    );
    expect(render("th", <AdminOrderDetail order={baht} locale="th" />)).toMatch(
      /อัตราแลกเปลี่ยน<\/dt><dd[^>]*>1 USD เท่ากับ 35\.50 THB</,
    );
    expect(render("en", <AdminOrderDetail order={order} locale="en" />)).not.toContain("Exchange rate");
  });

  it("goes back to the list it was opened from", () => {
    expect(render("en", <AdminOrderDetail order={order} locale="en" />)).toContain('href="/admin/orders"');
    const html = render(
      "th",
      <AdminOrderDetail order={order} locale="th" backHref={"/admin/orders?payment=paid&page=2"} />,
    );
    expect(html).toContain('href="/admin/orders?payment=paid&amp;page=2"');
  });
});
