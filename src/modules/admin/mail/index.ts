// The admin mail area's surface for client and server code (docs/architecture.md#module-public-surfaces).
export { mailSearch, parseMailQuery } from "./mail-query";
