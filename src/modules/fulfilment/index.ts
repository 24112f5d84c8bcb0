// The fulfilment module's universal surface (docs/architecture.md#module-public-surfaces): types only.
export type { MarginReport } from "./margin-guard";
