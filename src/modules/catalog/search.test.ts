import { describe, expect, it } from "vitest";
import { matchesSearchText, normalizeSearchText, searchableText } from "./search";

const cards = searchableText({
  name: "Premium Business Cards",
  description: "Thick 400gsm card, matte or gloss.",
  categoryName: "Business Cards",
});

describe("catalog search", () => {
  it("looks in the name, description and category, whatever the case, width or spacing", () => {
    expect(matchesSearchText(cards, "business   CARDS")).toBe(true);
    expect(matchesSearchText(cards, "Ｇloss")).toBe(true);
    expect(matchesSearchText(cards, "400gsm premium")).toBe(true);
  });

  it("needs every word of the query", () => {
    expect(matchesSearchText(cards, "business poster")).toBe(false);
  });

  it("finds Thai words inside longer Thai words, which have no spaces between them", () => {
    const thai = searchableText({ name: "นามบัตรพรีเมียม", description: "กระดาษหนา", categoryName: "นามบัตร" });
    expect(matchesSearchText(thai, "นามบัตร")).toBe(true);
    expect(matchesSearchText(thai, "โปสเตอร์")).toBe(false);
  });

  it("matches everything for an empty query", () => {
    expect(matchesSearchText(cards, "   ")).toBe(true);
  });

  it("lowers a capital I to i, as in every browser's language", () => {
    expect(normalizeSearchText("INVITATIONS")).toBe("invitations");
  });
});
