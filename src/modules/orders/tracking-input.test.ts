import { describe, expect, it } from "vitest";
import { contactSchema } from "@/modules/checkout";
import { newsletterInput } from "@/modules/newsletter";
import { contactInput } from "@/modules/support";
import { trackOrderFieldErrors, trackOrderInput } from "./tracking-input";

// Addresses people type, good and bad: every form must judge each one the same way.
const ADDRESSES = [
  "somchai@example.com",
  "  Somchai.Jaidee@Example.CO.TH ",
  "o'brien+cards@mail.example.org",
  "first_last-1@sub-domain.example.io",
  'x"<svg/onload=alert(3)>@example.com',
  "<somchai@example.com>",
  "som chai@example.com",
  "somchai@example",
  "somchai@@example.com",
  "somchai@exa mple.com",
  "som\u0000chai@example.com",
  "สมชาย@example.com",
  "a@b.c",
  "",
  `${"a".repeat(245)}@example.com`,
];

describe("one e-mail rule for every form", () => {
  it("lets tracking find every order the checkout accepts, and refuses the same addresses", () => {
    const accepted = ADDRESSES.filter((email) => contactSchema.shape.email.safeParse(email).success);
    expect(accepted).toEqual([
      "somchai@example.com",
      "  Somchai.Jaidee@Example.CO.TH ",
      "o'brien+cards@mail.example.org",
      "first_last-1@sub-domain.example.io",
    ]);
    for (const email of ADDRESSES) {
      const atCheckout = contactSchema.shape.email.safeParse(email).success;
      expect(trackOrderInput.shape.email.safeParse(email).success, email).toBe(atCheckout);
      expect(trackOrderFieldErrors({ order: "PG-7KQ2M9XB", email }).email === undefined, email).toBe(
        atCheckout,
      );
      expect(contactInput.shape.email.safeParse(email).success, email).toBe(atCheckout);
      expect(newsletterInput.shape.email.safeParse(email).success, email).toBe(atCheckout);
    }
  });
});
