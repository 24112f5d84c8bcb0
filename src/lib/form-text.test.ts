import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS, emailAddress, multiLineText, singleLineText } from "./form-text";

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("singleLineText", () => {
  it("refuses NUL and every other control character, tabs and line breaks included", () => {
    for (const text of ["Som\u0000chai", "a\u001bb", "a\u007fb", "a\u0085b", "a\tb", "a\nb"]) {
      expect(firstMessage(singleLineText().safeParse(text))).toBe(CONTROL_CHARACTERS);
    }
  });

  it("keeps Thai, accents and punctuation, trimmed", () => {
    expect(singleLineText().parse("  สมชาย ใจดี, O'Brien & Müller  ")).toBe("สมชาย ใจดี, O'Brien & Müller");
  });
});

describe("multiLineText", () => {
  it("keeps line breaks and tabs but refuses NUL and other control characters", () => {
    expect(multiLineText().parse("Hello,\r\n\tline two")).toBe("Hello,\r\n\tline two");
    expect(firstMessage(multiLineText().safeParse("Hello\u0000"))).toBe(CONTROL_CHARACTERS);
    expect(firstMessage(multiLineText().safeParse("bell\u0007"))).toBe(CONTROL_CHARACTERS);
  });
});

describe("emailAddress", () => {
  const email = emailAddress({ required: "emailRequired", invalid: "emailInvalid" });

  it("accepts ordinary addresses, trimmed", () => {
    for (const address of ["somchai@example.com", "o'brien+cards@mail.example.co.th", "A.B_C-1@X.io"]) {
      expect(email.parse(`  ${address} `)).toBe(address);
    }
  });

  it("refuses quotes, angle brackets, spaces, control characters and domains without a dot", () => {
    for (const address of [
      'x"<svg/onload=alert(3)>@example.com',
      "<a@example.com>",
      "a b@example.com",
      "a\u0000@example.com",
      "a@localhost",
      "a@@example.com",
    ]) {
      expect(firstMessage(email.safeParse(address))).toBe("emailInvalid");
    }
  });

  it("says blank is required and over 254 characters is too long", () => {
    expect(firstMessage(email.safeParse("  "))).toBe("emailRequired");
    expect(firstMessage(email.safeParse(`${"a".repeat(250)}@example.com`))).toBe("tooLong");
  });
});
