/**
 * Every table, for the few places that may see them all: the database client and drizzle-kit
 * (migrations), seeding, the composition root and src/test. Everywhere else imports the file named for
 * its owner, `@/server/db/schema/<owner>`, and only its own (docs/architecture.md#who-owns-which-table).
 */
export * from "./accounts";
export * from "./audit";
export * from "./cart";
export * from "./catalog";
export * from "./fulfilment";
export * from "./jobs";
export * from "./mail";
export * from "./money";
export * from "./newsletter";
export * from "./orders";
export * from "./payments";
export * from "./print-design";
export * from "./rate-limits";
export * from "./reviews";
export * from "./settings";
export * from "./support";
export * from "./uploads";
