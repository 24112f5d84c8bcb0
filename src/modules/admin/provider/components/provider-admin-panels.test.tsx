import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import en from "../../../../../messages/en.json";
import th from "../../../../../messages/th.json";
import { renderInLanguage } from "@/test/render-in-language";
import type { ProviderConfiguration } from "../provider-configuration.server";
import type { ProviderLogPage, ProviderLogRow } from "../provider-logs.server";
import { ProviderLogs } from "./provider-logs";
import { ProviderSettingsCard } from "./provider-settings-card";
import { ProviderSourceNotice } from "./provider-source-notice";
import { ProviderWebhookInfo } from "./provider-webhook-info";

// Actions are never called while rendering; navigation needs no router here.
vi.mock("../actions", () => ({}));
vi.mock("@/modules/i18n/components/navigation", () => ({
  Link: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
  useRouter: () => ({ refresh: () => {} }),
}));

const render = renderInLanguage;

const entry: ProviderLogRow = {
  id: 1,
  environment: "sandbox",
  method: "POST",
  status: null,
  error: "timeout after 15000 ms",
  baseUrl: "https://api.cloudprinter.com/cloudcore/1.0/",
  path: "orders/add",
  correlationId: "corr-123",
  requestBody: '{\n  "apikey": "[redacted]"\n}',
  responseBody: "<script>alert(1)</script>",
  durationMs: 15000,
  createdAt: new Date("2026-11-24T12:00:00Z"),
};

const page = (values: Partial<ProviderLogPage>): ProviderLogPage => ({
  entries: [],
  total: 0,
  page: 1,
  pageCount: 1,
  filtered: false,
  ...values,
});
const noFilter = { page: 1, order: "", errorsOnly: false };

const configuration: ProviderConfiguration = {
  environment: "live",
  activeSource: "environment",
  activeEnvironment: "simulator",
  hasSavedApiKey: true,
  apiKeyHint: "1234",
  hasWebhookKey: false,
  hasSavedWebhookKey: false,
  webhookUrl: "https://printgo.example/api/webhooks/cloudprinter",
};

describe("the provider log page", () => {
  it("shows an entry's facts, bodies as text in collapsed details, and n/a with the error style", () => {
    const html = render(
      "en",
      <ProviderLogs log={page({ entries: [entry], total: 1 })} query={noFilter} locale="en" />,
    );
    expect(html).toContain("Provider Logs (Cloudprinter)");
    expect(html).toContain("https://api.cloudprinter.com/cloudcore/1.0/orders/add");
    expect(html).toContain("corr-123");
    expect(html).toContain(">n/a<");
    expect(html).toContain("border-l-destructive");
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("says there are no logs, or that none match a filter", () => {
    expect(render("en", <ProviderLogs log={page({})} query={noFilter} locale="en" />)).toContain(
      "No logs yet.",
    );
    const filtered = { ...noFilter, order: "PG-1" };
    expect(
      render("th", <ProviderLogs log={page({ filtered: true })} query={filtered} locale="th" />),
    ).toContain(th.admin.logs.noMatch);
  });

  it("pages with links that keep the filter", () => {
    const html = render(
      "en",
      <ProviderLogs
        log={page({ entries: [entry], total: 60, page: 2, pageCount: 3, filtered: true })}
        query={{ page: 2, order: "PG-1", errorsOnly: true }}
        locale="en"
      />,
    );
    expect(html).toContain('href="/admin/logs?order=PG-1&amp;errors=1"');
    expect(html).toContain('href="/admin/logs?order=PG-1&amp;errors=1&amp;page=3"');
  });
});

describe("the configuration page", () => {
  it("shows a saved key only by its last four, in both languages", () => {
    for (const locale of ["en", "th"] as const) {
      const html = render(locale, <ProviderSettingsCard configuration={configuration} />);
      expect(html).toContain((locale === "en" ? en : th).admin.config.apiKeySaved.replace("{hint}", "1234"));
      expect(html).toMatch(/<input[^>]*type="password"[^>]*value=""/);
    }
  });

  it("says when the environment's key is in use, and where signals go without a key", () => {
    const notice = render("en", <ProviderSourceNotice configuration={configuration} />);
    expect(notice).toContain("saved keys are ignored");
    const webhook = render("th", <ProviderWebhookInfo configuration={configuration} />);
    expect(webhook).toContain("https://printgo.example/api/webhooks/cloudprinter");
    expect(webhook).toContain(th.admin.config.webhook.keyMissing);
  });
});
