// The admin audit area's surface for client and server code (docs/architecture.md#module-public-surfaces).
export { auditSearch, parseAuditQuery } from "./audit-query";
