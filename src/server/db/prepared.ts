import type { Database } from "./client";

/**
 * A query on a hot path (Place Order, the cart), built and prepared once per database instead of on
 * every call. Building a Drizzle query and turning it into SQL costs more CPU than the round trip to
 * PostgreSQL for a wide row (the orders table has ~45 columns); a prepared query only fills in its
 * placeholders (`sql.placeholder("name")`), and on PostgreSQL its name makes each pooled connection
 * parse and plan it once (docs/architecture.md#hot-paths). Keyed on the database object, so a test's
 * fresh database gets its own.
 *
 * Only for queries on the database itself: inside a transaction, build the query on the transaction.
 */
export function preparedQuery<Query>(build: (database: Database) => Query): (database: Database) => Query {
  const prepared = new WeakMap<Database, Query>();
  return (database) => {
    let query = prepared.get(database);
    if (query === undefined) {
      query = build(database);
      prepared.set(database, query);
    }
    return query;
  };
}
