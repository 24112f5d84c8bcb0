// The admin inbox area's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { UUID_PATTERN, listInbox, loadInboxMessage, type InboxRow } from "./inbox.server";
