import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase, testEngine } from "@/test/database";
import { migrateDatabase } from "./migrate";

describe(`migrations (${testEngine})`, () => {
  it("apply to an empty database and create every table", async () => {
    const handle = await createTestDatabase({ fromEmpty: true });
    try {
      const result = await handle.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map(
        (row) => row.table_name,
      );
      expect(tables).toEqual([
        "audit_log",
        "auth_accounts",
        "auth_rate_limits",
        "cart_lines",
        "carts",
        "categories",
        "contact_messages",
        "designs",
        "exchange_rates",
        "jobs",
        "mail_outbox",
        "newsletter_subscribers",
        "order_items",
        "order_notes",
        "order_refunds",
        "order_reprints",
        "order_status_history",
        "orders",
        "passkeys",
        "payment_events",
        "print_areas",
        "product_option_values",
        "product_options",
        "product_reviews",
        "products",
        "provider_catalog_checks",
        "provider_logs",
        "provider_settings",
        "provider_signals",
        "rate_limits",
        "sessions",
        "shop_settings",
        "uploads",
        "user_addresses",
        "users",
        "verifications",
      ]);
    } finally {
      await handle.close();
    }
  });

  it("are a no-op when applied again", async () => {
    const handle = await createTestDatabase();
    try {
      await expect(migrateDatabase(handle)).resolves.toBeUndefined();
    } finally {
      await handle.close();
    }
  });
});
