// The admin settings area's surface for client and server code (docs/architecture.md#module-public-surfaces).
export type { ReportSettings } from "./report-settings";
