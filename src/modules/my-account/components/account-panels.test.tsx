import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderInLanguage } from "@/test/render-in-language";
import { CartProvider } from "@/modules/cart/components/cart-provider";
import type { AccountOrder, AccountOrderSummary } from "../account-order";
import { AccountTabs } from "./account-tabs";
import { AddressesPanel } from "./addresses-panel";
import { OrderPage } from "./order-page";
import { OrdersPanel } from "./orders-panel";
import { PasskeysPanel } from "./passkeys-panel";
import { PaymentPanel } from "./payment-panel";
import { ProfileForm } from "./profile-form";

// Server actions and the auth client are never called while rendering; stand-ins keep imports light.
vi.mock("@/modules/accounts/actions", () => ({}));
vi.mock("../actions", () => ({}));
vi.mock("@/modules/cart/actions", () => ({}));
vi.mock("@/modules/accounts/components/auth-client", () => ({ authClient: {} }));
vi.mock("@/modules/i18n/components/navigation", () => ({
  Link: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
  useRouter: () => ({ refresh: () => {} }),
}));

/** Renders in a language (a missing message fails), inside the cart the account pages use. */
const render = (locale: "en" | "th", node: ReactNode) =>
  renderInLanguage(locale, <CartProvider>{node}</CartProvider>);

const summary: AccountOrderSummary = {
  number: "PG-7KQ2M9XB",
  createdAt: "2025-03-01T10:00:00.000Z",
  total: 6921,
  currency: "USD",
  status: "shipped",
  paymentStatus: "partially_refunded",
};

const order: AccountOrder = {
  number: "PG-7KQ2M9XB",
  status: "printing",
  paymentStatus: "paid",
  createdAt: "2025-03-01T10:00:00.000Z",
  paidAt: "2025-03-01T10:05:00.000Z",
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
  deliveryMinDays: 5,
  deliveryMaxDays: 8,
  items: [
    {
      name: "Premium Business Cards",
      productReference: "businesscard_ss_int_bc_fc",
      quantity: 2,
      unitPrice: 2999,
      lineTotal: 5998,
      options: [{ name: "Finish", value: "Gloss" }],
      files: [{ name: "front.pdf" }],
    },
  ],
  subtotal: 5998,
  shippingCost: 699,
  paymentFee: 224,
  total: 6921,
  currency: "USD",
  trackingNumber: "1Z999",
  trackingUrl: "https://carrier.example/1Z999",
  carrier: "UPS",
  replacements: [],
  history: [
    {
      status: "pending",
      paymentStatus: "unpaid",
      source: "checkout",
      note: null,
      noteMessage: null,
      at: "2025-03-01T10:00:00.000Z",
    },
  ],
  cancellableUntil: null,
  thumbnails: ["/api/uploads/x/preview?sig=1"],
};

describe.each(["en", "th"] as const)("account panels in %s", (locale) => {
  it("render every tab with all their messages", () => {
    const consoleError = vi.spyOn(console, "error");
    const html = render(
      locale,
      <>
        <AccountTabs current="orders" />
        <ProfileForm
          profile={{
            email: "nok@example.com",
            emailVerified: true,
            name: "Nok",
            phone: null,
            company: "Acme",
          }}
        />
        <PasskeysPanel
          passkeys={[{ id: "p1", name: null, createdAt: "2025-01-01T00:00:00.000Z", backedUp: true }]}
        />
        <OrdersPanel orders={[summary]} />
        <OrdersPanel orders={[]} />
        <PaymentPanel />
        <AddressesPanel
          addresses={[
            {
              id: "a1",
              name: "Somchai",
              company: null,
              addressLine1: "99 Sukhumvit Road",
              addressLine2: null,
              city: "Bangkok",
              state: null,
              postalCode: "10110",
              country: "TH",
              isDefault: true,
            },
          ]}
          countries={[{ code: "TH", name: "Thailand" }]}
          defaultCountry="TH"
        />
        <OrderPage order={order} />
      </>,
    );
    expect(html).toContain('aria-current="page"');
    expect(html).toContain("nok@example.com");
    // The payment status nobody translated yet reads with spaces, in a badge.
    expect(html).toContain("partially refunded");
    expect(html).toContain("$69.21");
    expect(html).toContain('href="/products"');
    expect(html).toContain('src="/api/uploads/x/preview?sig=1"');
    expect(html).toContain('href="https://carrier.example/1Z999"');
    expect(html).toContain('<time dateTime="2025-03-01T10:00:00.000Z">');
    expect(consoleError).not.toHaveBeenCalled();
  });
});
