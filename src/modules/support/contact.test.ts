import { beforeEach, describe, expect, it, vi } from "vitest";
import { contactMessages } from "@/server/db/schema/support";
import { testEngine, freshDatabasePerTest } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { sendContactMessage, type ContactState } from "./actions";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";

// The action reads the request's locale and address; outside Next.js we supply them.
const request = vi.hoisted(() => ({ locale: "en" }));
vi.mock("next-intl/server", () => ({ getLocale: async () => request.locale }));
// The client address header is trusted only behind the custom server (scripts/serve.ts), as here.
markEdgeInFront();
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest();
const idle: ContactState = { status: "idle" };

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const valid = {
  name: "Somchai",
  email: "Somchai@Example.com",
  subject: "Card stock",
  message: "Which paper do you use?",
};

describe(`support contact form (${testEngine})`, () => {
  beforeEach(() => {
    request.locale = "en";
    nextRequest.set({ clientAddress: `203.0.113.${Math.floor(Math.random() * 200)}` });
  });

  it("stores a valid message with its language and answers sent", async () => {
    request.locale = "th";
    expect(await sendContactMessage(idle, form(valid))).toEqual({ status: "sent" });
    const rows = await testDb.current.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Somchai",
      email: "somchai@example.com",
      subject: "Card stock",
      locale: "th",
    });
  });

  it("marks a sales enquiry (/contact?topic=sales) in the stored subject, once, within the column", async () => {
    expect(
      await sendContactMessage(idle, form({ ...valid, subject: "Sales enquiry", topic: "sales" })),
    ).toEqual({
      status: "sent",
    });
    expect(
      await sendContactMessage(idle, form({ ...valid, subject: "[Sales] Cards", topic: "sales" })),
    ).toEqual({
      status: "sent",
    });
    expect(
      await sendContactMessage(idle, form({ ...valid, subject: "y".repeat(200), topic: "sales" })),
    ).toEqual({
      status: "sent",
    });
    const subjects = (await testDb.current.select().from(contactMessages)).map((row) => row.subject).sort();
    expect(subjects).toEqual(["[Sales] Cards", "[Sales] Sales enquiry", `[Sales] ${"y".repeat(192)}`]);
  });

  it("ignores a topic it does not know", async () => {
    expect(await sendContactMessage(idle, form({ ...valid, topic: "press" }))).toEqual({ status: "sent" });
    const [row] = await testDb.current.select().from(contactMessages);
    expect(row?.subject).toBe("Card stock");
  });

  it("refuses blank fields with one error per field and keeps what was typed", async () => {
    const state = await sendContactMessage(idle, form({ name: "  ", email: "", subject: "Hi", message: "" }));
    expect(state).toEqual({
      status: "error",
      error: "fillAllFields",
      fieldErrors: { name: { code: "required" }, email: { code: "required" }, message: { code: "required" } },
      values: { name: "  ", email: "", subject: "Hi", message: "" },
    });
    expect(await testDb.current.select().from(contactMessages)).toHaveLength(0);
  });

  it("refuses an address without @ and dot", async () => {
    const state = await sendContactMessage(idle, form({ ...valid, email: "somchai-at-example" }));
    expect(state).toMatchObject({ status: "error", fieldErrors: { email: { code: "invalidEmail" } } });
    expect(await testDb.current.select().from(contactMessages)).toHaveLength(0);
  });

  it("refuses control characters with a field error, keeps the text, and lets a message keep its line breaks", async () => {
    const typed = { ...valid, name: "Som\u0000chai", subject: "Card\tstock", message: "Hello\u0007" };
    expect(await sendContactMessage(idle, form(typed))).toEqual({
      status: "error",
      error: "fillAllFields",
      fieldErrors: {
        name: { code: "controlCharacters" },
        subject: { code: "controlCharacters" },
        message: { code: "controlCharacters" },
      },
      values: typed,
    });
    expect(await testDb.current.select().from(contactMessages)).toHaveLength(0);

    const lines = "Hello,\r\n\tWhich paper do you use?\nThanks";
    expect(await sendContactMessage(idle, form({ ...valid, message: lines }))).toEqual({ status: "sent" });
    const [row] = await testDb.current.select().from(contactMessages);
    expect(row?.message).toBe(lines);
  });

  it("refuses an over-long message and names the limit", async () => {
    const state = await sendContactMessage(idle, form({ ...valid, message: "x".repeat(5001) }));
    expect(state).toMatchObject({ fieldErrors: { message: { code: "tooLong", max: 5000 } } });
  });

  it("slows down a sender after five messages in ten minutes, keeping the sixth's text", async () => {
    for (let i = 0; i < 5; i++)
      expect(await sendContactMessage(idle, form(valid))).toEqual({ status: "sent" });
    const sixth = await sendContactMessage(idle, form({ ...valid, message: "one more" }));
    expect(sixth).toMatchObject({ status: "error", error: "rateLimited", values: { message: "one more" } });
    expect(await testDb.current.select().from(contactMessages)).toHaveLength(5);
  });
});
