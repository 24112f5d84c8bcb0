/**
 * A real SMTP server for the browser tests: the shop under test sends its mail here (SMTP_URL), and
 * every message is written to MAIL_DIR as an .eml file for the tests to read.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

const MAIL_DIR = path.resolve(".data/e2e-mail");
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);

export async function startMailCatcher(): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        writeFileSync(path.join(MAIL_DIR, `${Date.now()}-${++count}.eml`), Buffer.concat(chunks));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, "127.0.0.1", resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Every message received so far, parsed. */
export async function receivedMail(): Promise<ParsedMail[]> {
  const files = readdirSync(MAIL_DIR).filter((name) => name.endsWith(".eml"));
  return Promise.all(files.map((name) => simpleParser(readFileSync(path.join(MAIL_DIR, name)))));
}
