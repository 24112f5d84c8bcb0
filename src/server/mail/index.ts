export { sendMail, resetMailTransport, type Mail, type SentMail } from "./mailer";
