/** HTML building blocks every mail uses (orders, accounts); see ./html.ts. */
export { sendMail, resetMailTransport } from "./mailer";
export { button, bulletList, heading, lines, mailDocument, paragraph, rows } from "./html";
export { resendMailHandler, resendMailJob } from "./resend";
export {
  countOutbox,
  findOutboxMail,
  outboxRows,
  outboxRowsForOrder,
  type OutboxMail,
  type OutboxRow,
} from "./outbox";
