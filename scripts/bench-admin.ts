/**
 * The admin's heavy reads over 100,000 orders on PostgreSQL (budget: under 200 ms
 * each, docs/admin.md): the overview (figures, revenue, chart, recent orders), a searched, counted order page
 * and the customers list (every paid order's e-mail and 10,000 accounts: first page, searches, by value).
 * Runs in its own process (`npm run bench` spawns it) on a throwaway database of the PostgreSQL server
 * at BENCH_DATABASE_URL (default: the local test server), seeded in two SQL statements; prints one line
 * per figure, or why it was skipped. Measures the same functions the admin pages call.
 */
import "./faults/server-only-hook";
import pg from "pg";

const ORDERS = Number(process.env.BENCH_ADMIN_ORDERS ?? 100_000);
const ROUNDS = 15;
const BUDGET_MS = 200;
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const databaseName = `printgo_bench_admin_${process.pid}`;

const admin = new pg.Client({ connectionString: serverUrl });
try {
  await admin.connect();
} catch (error) {
  console.log(`  admin over ${ORDERS} orders      skipped: no PostgreSQL at ${serverUrl} (${String(error)})`);
  process.exit(0);
}
await admin.query(`create database ${databaseName}`);
const url = new URL(serverUrl);
url.pathname = `/${databaseName}`;

const { openDatabase } = await import("../src/server/db/client");
const { migrateDatabase } = await import("../src/server/db/migrate");
const { listAdminOrders } = await import("../src/modules/admin/orders/server");
const { recentPaidOrders, salesOverview } = await import("../src/modules/orders/server");
const { parseAdminOrdersQuery } = await import("../src/modules/admin/orders");
const { listAdminCustomers } = await import("../src/modules/admin/customers/server");
const { parseAdminCustomersQuery } = await import("../src/modules/admin/customers");
const handle = openDatabase({ url: url.toString() });
try {
  await migrateDatabase(handle);
  const seeded = performance.now();
  if (handle.kind !== "postgres") throw new Error("bench-admin needs PostgreSQL");
  // Names, e-mails and dates spread like a real shop's: 20 first names x 50 surnames, a year of days,
  // most orders paid, a tenth still pending payment; statuses along the lifecycle.
  await handle.pool.query(
    `insert into orders (number, locale, checkout_key, email, phone, shipping_name, shipping_address,
       shipping_city, shipping_postal_code, shipping_country, shipping_level, delivery_min_days,
       delivery_max_days, payment_method, subtotal, shipping_cost, payment_fee, total, total_usd, currency,
       status, payment_status, provider_order_id, created_at, paid_at, refunded_amount, fulfilment_issue,
       dispute_status, printer_cost_usd)
     select 'PG-' || lpad(upper(to_hex((i::bigint * 2654435761) % 4294967296)), 8, '0'), case when i % 3 = 0 then 'th' else 'en' end,
       gen_random_uuid(), 'customer' || i || '@example.com', '+66 81 000 0000',
       (array['Somchai','Malee','Anan','Niran','Ploy','Kittipong','Siriporn','Jane','John','Maria',
              'Wei','Aiko','Lukas','Emma','Noah','Olivia','Mateo','Sofia','Arjun','Chloe'])[1 + i % 20]
         || ' ' ||
       (array['Jaidee','Srisuk','Wongsa','Chaiyaporn','Boonmee','Smith','Doe','Garcia','Müller','Rossi',
              'Tanaka','Kim','Nguyen','Santos','Silva','Brown','Lee','Martin','Khan','Ali',
              'Suzuki','Lopez','Costa','Novak','Horvat','Jensen','Larsen','Berg','Dubois','Moreau',
              'Fischer','Weber','Romano','Greco','Popov','Ivanova','Sato','Ito','Park','Choi',
              'Tran','Pham','Reyes','Cruz','Patel','Shah','Singh','Das','Roy','Bose'])[1 + (i / 20) % 50],
       '99 Road', 'Bangkok', '10110', 'TH', 'cp_ground', 3, 6, 'card', 5000, 1000, 175, 6175, 1000 + (i * 37) % 20000,
       (array['USD','THB','EUR','GBP'])[1 + i % 4],
       (array['pending','processing','printing','shipped','delivered','cancelled'])[1 + i % 6],
       case when i % 10 = 0 then 'unpaid' else 'paid' end,
       case when i % 6 > 0 then 'CP-' || i end,
       now() - (i % 365) * interval '1 day' - (i % 1440) * interval '1 minute',
       case when i % 10 = 0 then null else now() - (i % 365) * interval '1 day' end,
       -- A few partly refunded, a few waiting for a person (an issue or an open dispute).
       case when i % 10 > 0 and i % 97 = 0 then 1000 end,
       case when i % 499 = 0 then 'Cloudprinter refused the order' end,
       case when i % 997 = 0 then 'needs_response' end,
       -- The printer's charge, not yet known for one order in fifty.
       case when i % 50 > 0 then 2500 + (i * 13) % 3000 end
     from generate_series(1, $1::int) as i`,
    [ORDERS],
  );
  // What the overview's top products, refunds and printer cost read: one line per order (one of 32
  // products), the refund rows of the partly refunded orders, a reprint for one order in 211.
  await handle.pool.query(
    `insert into order_items (order_id, position, product_id, product_reference, name, options, files,
       quantity, unit_price, line_total)
     select id, 0, 1 + (hashtext(number) & 31), 'bench', 'Product', '[]', '[]', 1 + (hashtext(number) & 3),
       subtotal, subtotal
     from orders`,
  );
  await handle.pool.query(
    `insert into order_refunds (order_id, amount, currency, reason, status)
     select id, refunded_amount, currency, 'bench', 'refunded' from orders where refunded_amount is not null`,
  );
  await handle.pool.query(
    `insert into order_reprints (order_id, number, lines, reason, cost_usd)
     select id, number || '-R1', '[]', 'bench', 900 from orders where hashtext(number) % 211 = 0`,
  );
  // Accounts for the customers list: one for every 20th buyer, and as many again who never ordered.
  await handle.pool.query(
    `insert into users (id, name, email, locale, created_at)
     select 'bench-user-' || i, 'Account ' || i,
       case when i % 2 = 0 then 'customer' || (i * 10 + 1) || '@example.com' else 'signup' || i || '@example.com' end,
       case when i % 3 = 0 then 'th' else 'en' end, now() - (i % 365) * interval '1 day'
     from generate_series(1, $1::int / 10) as i`,
    [ORDERS],
  );
  // A live shop's orders arrive one by one and autovacuum keeps the statistics, the visibility map and
  // the trigram indexes' pending lists current; after a bulk load that takes one VACUUM ANALYZE.
  for (const table of ["orders", "order_items", "order_refunds", "order_reprints"])
    await handle.pool.query(`vacuum analyze ${table}`);
  await handle.pool.query("vacuum analyze users");
  const seedMs = performance.now() - seeded;

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const p95 = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))]!;
  async function measure(work: () => Promise<unknown>) {
    await work(); // warm-up: plans and buffers, as on a server that has been up a while
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const t0 = performance.now();
      await work();
      times.push(performance.now() - t0);
    }
    return { median: median(times), p95: p95(times) };
  }
  const line = (label: string, figure: { median: number; p95: number }) =>
    `  ${label.padEnd(44)} ${figure.median.toFixed(1)} / ${figure.p95.toFixed(1)} ms  ${
      figure.p95 < BUDGET_MS ? "PASS" : "FAIL"
    } (budget p95 < ${BUDGET_MS} ms)`;

  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const [monthAgo, today] = [day(30), day(0)];
  const searches = [
    // What /admin asks the database for a 90-day period (the settings and rates it also reads are
    // cached): every card, the days and the top products in one statement, and the recent orders.
    [
      "overview (cards + 90 days + top products)",
      () =>
        Promise.all([
          salesOverview(handle.db, { from: day(89), to: today, timeZone: "Asia/Bangkok" }),
          recentPaidOrders(handle.db),
        ]),
    ],
    ["orders, no search, page 1", () => listAdminOrders(handle.db, parseAdminOrdersQuery({}))],
    [
      'orders, search "mchai" (part of a name)',
      () => listAdminOrders(handle.db, parseAdminOrdersQuery({ q: "mchai" })),
    ],
    [
      'orders, search "customer4242" (e-mail)',
      () => listAdminOrders(handle.db, parseAdminOrdersQuery({ q: "customer4242" })),
    ],
    [
      'orders, search "pg-00" + status, page 3',
      () => listAdminOrders(handle.db, parseAdminOrdersQuery({ q: "pg-00", status: "delivered", page: "3" })),
    ],
    [
      'orders, search "muller" (finds "Müller")',
      () => listAdminOrders(handle.db, parseAdminOrdersQuery({ q: "muller" })),
    ],
    ["orders, needs attention", () => listAdminOrders(handle.db, parseAdminOrdersQuery({ attention: "1" }))],
    [
      "orders, a month in Bangkok days + THB",
      () => listAdminOrders(handle.db, parseAdminOrdersQuery({ from: monthAgo, to: today, currency: "THB" })),
    ],
    [
      "orders, payment partly refunded",
      () => listAdminOrders(handle.db, parseAdminOrdersQuery({ payment: "partly_refunded" })),
    ],
    [
      "orders, payment unpaid, total high to low",
      () => listAdminOrders(handle.db, parseAdminOrdersQuery({ payment: "unpaid", sort: "total_desc" })),
    ],
    // /admin/customers: every e-mail with a paid order (here each order's own) and every account.
    ["customers, no search, page 1", () => listAdminCustomers(handle.db, parseAdminCustomersQuery({}))],
    [
      'customers, search "mchai" (part of a name)',
      () => listAdminCustomers(handle.db, parseAdminCustomersQuery({ q: "mchai" })),
    ],
    [
      'customers, search "customer4242" (e-mail)',
      () => listAdminCustomers(handle.db, parseAdminCustomersQuery({ q: "customer4242" })),
    ],
    [
      "customers by lifetime value, page 1",
      () => listAdminCustomers(handle.db, parseAdminCustomersQuery({ sort: "value" })),
    ],
  ] as const;
  console.log(
    `  admin over ${ORDERS} orders on PostgreSQL (seeded in ${(seedMs / 1000).toFixed(1)} s), median / p95 of ${ROUNDS}:`,
  );
  for (const [label, work] of searches) console.log(line(label, await measure(work)));
} finally {
  await handle.close();
  if (process.env.BENCH_ADMIN_KEEP) console.log(`  kept database ${databaseName}`);
  else await admin.query(`drop database if exists ${databaseName}`);
  await admin.end();
}
