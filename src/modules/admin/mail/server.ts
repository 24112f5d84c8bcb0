// The admin mail area's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { failingMailJobs, listOutbox, loadOutboxMail } from "./mail-outbox.server";
