// The admin settings area's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { reportSettings } from "./report-settings.server";
