// The support module's public surface, safe in client and server code (docs/architecture.md#module-public-surfaces).
export { contactInput } from "./schema";
export { REPLY_MAX_LENGTH } from "./schema";
export { SUPPORT_HOURS } from "./support-hours";
