import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsFrom, formValues } from "./form-errors";

const schema = z.object({
  name: z.string().trim().min(1).max(5),
  email: z.email(),
});

describe("fieldErrorsFrom", () => {
  it("reports blank fields as required and bad addresses as invalid e-mail", () => {
    const result = schema.safeParse({ name: "  ", email: "nope" });
    expect(result.success).toBe(false);
    expect(fieldErrorsFrom(result.error!)).toEqual({
      name: { code: "required" },
      email: { code: "invalidEmail" },
    });
  });

  it("reports the limit of an over-long field", () => {
    const result = schema.safeParse({ name: "abcdefg", email: "a@b.co" });
    expect(fieldErrorsFrom(result.error!)).toEqual({ name: { code: "tooLong", max: 5 } });
  });
});

describe("formValues", () => {
  it("reads the named fields as strings and treats missing ones as empty", () => {
    const form = new FormData();
    form.set("name", "Ann");
    expect(formValues(form, ["name", "email"])).toEqual({ name: "Ann", email: "" });
  });
});
