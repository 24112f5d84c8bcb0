import { describe, expect, it } from "vitest";
import { providerLogs } from "@/server/db/schema/fulfilment";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { providerLogPage, type ProviderLogSearch } from "./provider-log-list.server";

/** The admin's page size; any size pages the same way. */
const PROVIDER_LOG_PAGE_SIZE = 50;

const testDb = freshDatabasePerTest();

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 12, minute));

/** One stored exchange; `minute` orders them in time. */
async function entry(
  minute: number,
  values: Partial<typeof providerLogs.$inferInsert> & { path?: string } = {},
) {
  await testDb.current.insert(providerLogs).values({
    environment: "sandbox",
    method: "POST",
    status: 200,
    baseUrl: "http://127.0.0.1:9/cloudcore/1.0/",
    path: "products",
    correlationId: `c-${minute}`,
    requestBody: { apikey: "[redacted]" },
    responseBody: "[]",
    createdAt: at(minute),
    ...values,
  });
}

const query = (values: Partial<ProviderLogSearch> = {}): ProviderLogSearch => ({
  page: 1,
  order: "",
  errorsOnly: false,
  pageSize: PROVIDER_LOG_PAGE_SIZE,
  ...values,
});

describe(`the provider log's pages (${testEngine})`, () => {
  it("is empty without entries", async () => {
    expect(await providerLogPage(query(), testDb.current)).toMatchObject({
      entries: [],
      total: 0,
      page: 1,
      pageCount: 1,
      filtered: false,
    });
  });

  it("lists the newest first, a page at a time, and keeps a page past the end on the last", async () => {
    for (let minute = 0; minute < PROVIDER_LOG_PAGE_SIZE + 3; minute++) await entry(minute);
    const first = await providerLogPage(query(), testDb.current);
    expect(first.total).toBe(PROVIDER_LOG_PAGE_SIZE + 3);
    expect(first.pageCount).toBe(2);
    expect(first.entries).toHaveLength(PROVIDER_LOG_PAGE_SIZE);
    expect(first.entries[0]!.correlationId).toBe(`c-${PROVIDER_LOG_PAGE_SIZE + 2}`);
    const second = await providerLogPage(query({ page: 2 }), testDb.current);
    expect(second.entries.map((row) => row.correlationId)).toEqual(["c-2", "c-1", "c-0"]);
    expect((await providerLogPage(query({ page: 9 }), testDb.current)).page).toBe(2);
  });

  it("finds an order by our number in a request or by Cloudprinter's id in an answer", async () => {
    await entry(1, {
      path: "orders/add",
      requestBody: { reference: "PG-7KQ2M9XA" },
      responseBody: '{"order":"2103"}',
    });
    await entry(2, { method: "SIGNAL", requestBody: { order_reference: "PG-7KQ2M9XA", order: "2103" } });
    await entry(3, { path: "orders/add", requestBody: { reference: "PG-OTHER000" } });
    const byNumber = await providerLogPage(query({ order: "pg-7kq2m9xa" }), testDb.current);
    expect(byNumber.entries.map((row) => row.correlationId)).toEqual(["c-2", "c-1"]);
    expect(byNumber.filtered).toBe(true);
    const byProviderId = await providerLogPage(query({ order: "2103" }), testDb.current);
    expect(byProviderId.total).toBe(2);
  });

  it("treats % and _ in the search as plain characters", async () => {
    await entry(1, { requestBody: { reference: "PG-AAAA_BBB" } });
    await entry(2, { requestBody: { reference: "PG-AAAAXBBB" } });
    expect((await providerLogPage(query({ order: "%" }), testDb.current)).total).toBe(0);
    const underscore = await providerLogPage(query({ order: "AAAA_B" }), testDb.current);
    expect(underscore.entries.map((row) => row.correlationId)).toEqual(["c-1"]);
  });

  it("shows only errors when asked: a recorded error or a 4xx/5xx answer", async () => {
    await entry(1);
    await entry(2, { status: 403, responseBody: "" });
    await entry(3, { status: null, error: "timeout after 15000 ms", responseBody: null });
    await entry(4, { status: 204, responseBody: "" });
    const errors = await providerLogPage(query({ errorsOnly: true }), testDb.current);
    expect(errors.entries.map((row) => row.correlationId)).toEqual(["c-3", "c-2"]);
  });

  it("gives bodies as indented text, and an unreadable answer as it came", async () => {
    await entry(1, { requestBody: { apikey: "[redacted]", reference: "PG-1" }, responseBody: "<html>oops" });
    const [row] = (await providerLogPage(query(), testDb.current)).entries;
    expect(row!.requestBody).toBe('{\n  "apikey": "[redacted]",\n  "reference": "PG-1"\n}');
    expect(row!.responseBody).toBe("<html>oops");
  });
});
