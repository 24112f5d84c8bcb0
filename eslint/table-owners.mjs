/**
 * Who owns which table: the one source for the lint rule in eslint/table-ownership.mjs and for the table
 * in docs/architecture.md#who-owns-which-table (a test keeps the two and the schema files in step).
 *
 * Each owner's tables live in `src/server/db/schema/<owner>.ts`, the file named for it (or for `schema`,
 * where the owner's name has a slash: admin/audit's table is in schema/audit.ts). An owner is a
 * module (src/modules/<owner>) or a piece of infrastructure under src/server (`files` says where). Only
 * the owner imports its schema file; everyone else asks the owner's server API.
 */
export const tableOwners = {
  accounts: {
    tables: [
      "users",
      "sessions",
      "authAccounts",
      "verifications",
      "authRateLimits",
      "passkeys",
      "userAddresses",
    ],
  },
  "admin/audit": { schema: "audit", tables: ["auditLog"] },
  cart: { tables: ["carts", "cartLines"] },
  catalog: { tables: ["categories", "products", "productOptions", "productOptionValues", "printAreas"] },
  fulfilment: { tables: ["providerLogs", "providerSignals", "providerSettings", "providerCatalogChecks"] },
  money: { tables: ["exchangeRates"] },
  newsletter: { tables: ["newsletterSubscribers"] },
  orders: {
    tables: ["orders", "orderItems", "orderStatusHistory", "orderRefunds", "orderNotes", "orderReprints"],
  },
  payments: { tables: ["paymentEvents"] },
  "print-design": { tables: ["designs"] },
  reviews: { tables: ["productReviews"] },
  support: { tables: ["contactMessages"] },
  uploads: { tables: ["uploads"] },
  jobs: { files: ["src/server/jobs/**"], tables: ["jobs"] },
  mail: { files: ["src/server/mail/**"], tables: ["mailOutbox"] },
  "rate-limits": {
    files: ["src/server/rate-limit.ts", "src/server/rate-limiter.ts"],
    tables: ["rateLimits"],
  },
  settings: { files: ["src/server/settings.ts"], tables: ["shopSettings"] },
};

/** The schema file (src/server/db/schema/<name>.ts) of an owner's tables. */
export function schemaFileOf(owner) {
  return tableOwners[owner].schema ?? owner;
}
