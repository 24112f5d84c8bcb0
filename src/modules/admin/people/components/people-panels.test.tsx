import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import th from "../../../../../messages/th.json";
import { renderInLanguage } from "@/test/render-in-language";
import type { AuditRow } from "@/modules/admin/audit/server";
import type { ProviderConfiguration } from "@/modules/admin/provider/server";
import type { AdminUserRow } from "../users-list.server";
import { AdminAuditLog } from "@/modules/admin/audit/components/admin-audit-log";
import { AdminUsersList } from "./admin-users-list";
import { ExchangeRatesCard } from "@/modules/admin/settings/components/exchange-rates-card";
import { WebhookKeyForm } from "@/modules/admin/provider/components/webhook-key-form";

// Actions are never called while rendering; navigation needs no router here.
vi.mock("../actions", () => ({}));
vi.mock("@/modules/admin/settings/actions", () => ({}));
vi.mock("@/modules/admin/provider/actions", () => ({}));
vi.mock("@/modules/i18n/components/navigation", () => ({
  Link: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
  useRouter: () => ({ refresh: () => {} }),
}));

const user = (values: Partial<AdminUserRow>): AdminUserRow => ({
  id: "u1",
  name: "Somchai",
  email: "somchai@example.com",
  emailVerified: true,
  role: "customer",
  createdAt: new Date("2026-11-01T08:00:00Z"),
  orders: 3,
  ...values,
});

const users = (rows: AdminUserRow[], total = rows.length) => ({ rows, total, page: 1, pageSize: 25 });

describe("the Users page", () => {
  it("shows each account's facts and the role button, but none on one's own row", () => {
    const html = renderInLanguage(
      "en",
      <AdminUsersList
        query={{ q: "som", page: 1 }}
        result={users([
          user({}),
          user({ id: "me", email: "staff@example.com", role: "admin", emailVerified: false }),
        ])}
        locale="en"
        currentUserId="me"
      />,
    );
    expect(html).toContain('value="som"');
    expect(html).toContain("somchai@example.com");
    expect(html).toContain("Make admin");
    expect(html).not.toContain("Remove admin");
    expect(html).toContain("Not verified");
    expect(html).toContain("Showing 1–2 of 2");
  });

  it("is labelled in Thai, says when nothing matches, and pages with links that keep the search", () => {
    const empty = renderInLanguage(
      "th",
      <AdminUsersList query={{ q: "zz", page: 1 }} result={users([])} locale="th" currentUserId="me" />,
    );
    expect(empty).toContain(th.admin.users.empty);
    const html = renderInLanguage(
      "th",
      <AdminUsersList
        query={{ q: "a b", page: 1 }}
        result={{ ...users([user({ role: "admin" })], 60) }}
        locale="th"
        currentUserId="me"
      />,
    );
    for (const label of Object.values(th.admin.users.columns)) expect(html).toContain(label);
    expect(html).toContain(th.admin.users.revoke);
    expect(html).toContain('href="/admin/users?q=a+b&amp;page=2"');
  });
});

const entry = (values: Partial<AuditRow>): AuditRow => ({
  id: 1,
  actorId: "staff",
  actorEmail: "staff@example.com",
  action: "user.grant-admin",
  targetType: "user",
  targetId: "u-42",
  targetEmail: "nok@example.com",
  before: { role: "customer" },
  after: { role: "admin" },
  createdAt: new Date("2026-11-24T12:00:00Z"),
  ...values,
});

describe("the audit log", () => {
  const page = (rows: AuditRow[]) => ({ rows, total: rows.length, page: 1, pageSize: 50 });
  const noFilter = { action: "", target: "", page: 1 };

  it("says no actions are recorded yet, or that none match", () => {
    expect(
      renderInLanguage("en", <AdminAuditLog query={noFilter} result={page([])} actions={[]} locale="en" />),
    ).toContain("No actions recorded yet.");
    expect(
      renderInLanguage(
        "th",
        <AdminAuditLog query={{ ...noFilter, target: "x" }} result={page([])} actions={[]} locale="th" />,
      ),
    ).toContain(th.admin.audit.noMatches);
  });

  it("shows who, the translated action, the target and a folded diff; an order links to its page; unknown actions as keys", () => {
    const html = renderInLanguage(
      "en",
      <AdminAuditLog
        query={noFilter}
        result={page([
          entry({}),
          entry({
            id: 2,
            action: "order.refund-x",
            targetType: "order",
            targetId: "PG-7KQ2M9XB",
            targetEmail: null,
            before: null,
            after: null,
          }),
        ])}
        actions={["order.refund-x", "user.grant-admin"]}
        locale="en"
      />,
    );
    expect(html).toContain("Made admin");
    expect(html).toContain("User: nok@example.com");
    expect(html).toContain("by staff@example.com");
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Show 1 change<\/summary>/);
    expect(html).toContain("role:</dt>");
    expect(html).toMatch(/customer <span aria-hidden="true">→<\/span>/);
    expect(html).toContain('href="/admin/orders/PG-7KQ2M9XB"');
    expect(html).toContain("order.refund-x");
  });
});

describe("the configuration additions", () => {
  const configuration: ProviderConfiguration = {
    environment: "live",
    activeSource: "saved",
    activeEnvironment: "live",
    hasSavedApiKey: true,
    apiKeyHint: "1234",
    hasWebhookKey: true,
    hasSavedWebhookKey: true,
    webhookUrl: "https://printgo.example/api/webhooks/cloudprinter",
  };

  it("says only that a webhook key is saved or not set", () => {
    expect(renderInLanguage("en", <WebhookKeyForm configuration={configuration} />)).toContain(
      "A webhook key is saved.",
    );
    expect(
      renderInLanguage(
        "th",
        <WebhookKeyForm configuration={{ ...configuration, hasSavedWebhookKey: false }} />,
      ),
    ).toContain(th.admin.config.webhookKey.notSet);
  });

  it("shows each rate and its last change, with a field for all but USD", () => {
    const html = renderInLanguage(
      "en",
      <ExchangeRatesCard
        locale="en"
        rates={[
          { currency: "USD", perUsd: 1, updatedAt: null },
          { currency: "THB", perUsd: 35.5, updatedAt: new Date("2026-11-24T12:00:00Z") },
        ]}
      />,
    );
    expect(html).toContain("1 USD = 35.5 THB");
    expect(html).toContain("Updated Nov 24, 2026, 7:00 PM GMT+7");
    expect(html).toContain("New rate: THB per 1 USD");
    expect(html).not.toContain("New rate: USD");
  });
});
