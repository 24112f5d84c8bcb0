// The admin audit area's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { auditActions, auditEntries, recordAudit, type AuditActor, type AuditRow } from "./audit.server";
