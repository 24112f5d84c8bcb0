// The support module's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export {
  saveSupportAddress,
  supportAddress,
  supportAddressSetting,
  supportEmailSetting,
  SUPPORT_EMAIL_KEY,
  type SupportAddressSetting,
} from "./support-address.server";
export { contactReplyMailJob, staffContactMailJob } from "./jobs";
export { contactReplyMailHandler, staffContactMailHandler } from "./contact-mails.server";
