import { startMailCatcher } from "./mail-catcher";

/**
 * Runs once before the browser tests, after the web servers are up: the SMTP server the shop mails to
 * (it is only reached when a test makes the shop send mail). Returns its teardown. The Google stand-in
 * is a web server of its own (playwright.config.ts): the shop reads its discovery document at boot.
 */
export default async function globalSetup() {
  const stops = [await startMailCatcher()];
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
