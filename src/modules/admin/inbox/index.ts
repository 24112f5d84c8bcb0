// The admin inbox area's surface for client and server code (docs/architecture.md#module-public-surfaces).
export { inboxSearch, parseInboxQuery } from "./inbox-query";
