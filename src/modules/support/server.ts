// The support module's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export {
  saveSupportAddress,
  supportAddress,
  supportAddressSetting,
  type SupportAddressSetting,
} from "./support-address.server";
export { contactReplyMailHandler, staffContactMailHandler } from "./contact-mails.server";
export {
  contactMessageRows,
  contactMessagesFrom,
  countContactMessages,
  findContactMessage,
  replyToContactMessage,
  setContactMessageHandled,
  type ContactMessage,
  type ContactMessageRow,
} from "./contact-inbox.server";
