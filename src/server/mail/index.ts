/** HTML building blocks every mail uses (orders, accounts); see ./html.ts. */
export { sendMail, resetMailTransport, type Mail, type SentMail } from "./mailer";
export { button, bulletList, escapeHtml, heading, lines, mailDocument, paragraph, rows } from "./html";
export { resendMailHandler, resendMailJob } from "./resend";
