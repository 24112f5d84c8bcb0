import { describe, expect, it } from "vitest";
import { avatarInitial, shortPublicName } from "./display-name";

describe("avatarInitial", () => {
  it("takes the first letter of a Latin name, upper-cased", () => {
    expect(avatarInitial("somchai")).toBe("S");
    expect(avatarInitial("  Émile")).toBe("É");
  });

  it("skips a Thai leading vowel: แดเนียล is ด, not แ", () => {
    expect(avatarInitial("แดเนียล")).toBe("ด");
    expect(avatarInitial("เวเบอร์")).toBe("ว");
    expect(avatarInitial("โสภา")).toBe("ส");
    expect(avatarInitial("ใจดี")).toBe("จ");
    expect(avatarInitial("ไพโรจน์")).toBe("พ");
  });

  it("gives a Thai consonant without its tone mark or vowel above", () => {
    expect(avatarInitial("ก๋วยเตี๋ยว")).toBe("ก");
    expect(avatarInitial("นิดา")).toBe("น");
    expect(avatarInitial("สมชาย")).toBe("ส");
  });

  it("skips punctuation and answers nothing for a name without letters", () => {
    expect(avatarInitial('"Nok"')).toBe("N");
    expect(avatarInitial("...")).toBe("");
    expect(avatarInitial("")).toBe("");
  });
});

describe("shortPublicName", () => {
  it("publishes the first name and the last name's initial", () => {
    expect(shortPublicName("Somchai Jaidee")).toBe("Somchai J.");
    expect(shortPublicName("Mary Ann  van Dyke")).toBe("Mary D.");
  });

  it("uses the Thai consonant, not the leading vowel, as the last name's initial", () => {
    expect(shortPublicName("แดเนียล เวเบอร์")).toBe("แดเนียล ว.");
  });

  it("keeps a single name as it is", () => {
    expect(shortPublicName(" Nok ")).toBe("Nok");
    expect(shortPublicName("")).toBe("");
  });
});
