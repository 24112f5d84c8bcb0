import { startMailCatcher } from "./mail-catcher";

/** Runs once before the browser tests: the SMTP server the shop mails to. Returns its teardown. */
export default async function globalSetup() {
  return startMailCatcher();
}
