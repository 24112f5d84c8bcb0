// The my-account module's public surface, safe in client and server code (docs/architecture.md#module-public-surfaces).
export { ACCOUNT_TABS, accountTab, accountTabHref, type AccountTab } from "./tabs";
export type { AccountOrder, AccountOrderSummary } from "./account-order";
export type { ReorderResult, SkippedLine } from "./reorder-result";
