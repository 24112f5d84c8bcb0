import { createServer, type AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { mailOutbox } from "@/server/db/schema/mail";
import { resetProcessCaches } from "@/server/cache";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { resetMailTransport, sendMail } from "./mailer";

const testDb = freshDatabasePerTest();

const mail = {
  to: "customer@example.com",
  subject: "Your PrintGo order PG-TEST1234 is confirmed",
  text: "Thank you for your order.",
  html: "<p>Thank you for your order.</p>",
  template: "order-confirmation",
};

/** A real SMTP server on a free port; `reject` makes it refuse every message with a 550. */
async function startSmtpServer(options: { reject?: boolean } = {}) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      if (options.reject) {
        stream.resume();
        stream.on("end", () =>
          callback(Object.assign(new Error("mailbox unavailable"), { responseCode: 550 })),
        );
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          received.push(parsed);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on: taken from the OS, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Points the configuration at `url` (or at no SMTP server), whatever the developer's shell has set. */
function useSmtp(url: string | undefined) {
  if (url) process.env.SMTP_URL = url;
  else delete process.env.SMTP_URL;
  process.env.MAIL_FROM = "PrintGo Shop <shop@printgo.test>";
  resetProcessCaches();
  resetMailTransport();
}

const stored = () => testDb.current.select().from(mailOutbox);

describe(`mailer (${testEngine})`, () => {
  const servers: { close: () => Promise<void> }[] = [];
  afterEach(async () => {
    useSmtp(undefined);
    delete process.env.MAIL_FROM;
    resetProcessCaches();
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  it("delivers by SMTP and records the message", async () => {
    const smtp = await startSmtpServer();
    servers.push(smtp);
    useSmtp(`smtp://127.0.0.1:${smtp.port}`);

    const sent = await sendMail(mail);

    expect(sent.transport).toBe("smtp");
    expect(sent.messageId).toMatch(/^<.+>$/);
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.from?.value).toEqual([{ address: "shop@printgo.test", name: "PrintGo Shop" }]);
    expect(message!.to).toMatchObject({ value: [{ address: "customer@example.com" }] });
    expect(message!.subject).toBe(mail.subject);
    expect(message!.text?.trim()).toBe(mail.text);
    expect(message!.html).toContain(mail.html);
    expect(message!.messageId).toBe(sent.messageId);

    expect(await stored()).toEqual([
      expect.objectContaining({ ...mail, id: sent.id, transport: "smtp", messageId: sent.messageId }),
    ]);
  });

  it("sends a reply-to address by SMTP when the mail has one", async () => {
    const smtp = await startSmtpServer();
    servers.push(smtp);
    useSmtp(`smtp://127.0.0.1:${smtp.port}`);

    await sendMail({ ...mail, replyTo: "somchai@example.com" });

    expect(smtp.received[0]!.replyTo).toMatchObject({ value: [{ address: "somchai@example.com" }] });
  });

  it("stores the message in the outbox when SMTP_URL is not set", async () => {
    useSmtp(undefined);
    const sent = await sendMail(mail);
    expect(sent).toEqual({ id: expect.any(String), transport: "outbox" });
    expect(await stored()).toEqual([
      expect.objectContaining({ ...mail, id: sent.id, transport: "outbox", messageId: null }),
    ]);
  });

  it("rejects and stores nothing when the SMTP server refuses the message", async () => {
    const smtp = await startSmtpServer({ reject: true });
    servers.push(smtp);
    useSmtp(`smtp://127.0.0.1:${smtp.port}`);

    await expect(sendMail(mail)).rejects.toThrow(/mailbox unavailable/);
    expect(await stored()).toEqual([]);
  });

  it("rejects and stores nothing when no SMTP server answers", async () => {
    useSmtp(`smtp://127.0.0.1:${await closedPort()}`);
    await expect(sendMail(mail)).rejects.toThrow(/ECONNREFUSED/);
    expect(await stored()).toEqual([]);
  });
});
