import { describe, expect, it } from "vitest";
import en from "../../../messages/en.json";
import th from "../../../messages/th.json";

/**
 * Values that may read the same in both languages: brand names, codes, placeholders and contact
 * details. Anything else identical in Thai is an untranslated string.
 */
const sameInBothLanguages = new Set([
  "PrintGo",
  "%s | PrintGo",
  "404",
  "you@example.com",
  "support@printgo.app",
  "+1 (415) 555-0142",
  // File formats and units are written the same way in Thai.
  "PDF",
  "JPG",
  "PNG",
  "{size} MB · {type}",
  // Payment brands are never translated.
  "PayPal",
  "Visa, Mastercard, American Express",
]);

/** Figures ("50+", "99.9%", "$29") and paths ("/support") carry no language. */
const languageNeutral = /^(?:[^A-Za-z]*|\/[a-z0-9/#?=-]*)$/;
/** "+{price}" and "{from, number}–{to, number}" are as neutral as "+" and "–": placeholders are code, not words. */
const withoutPlaceholders = (value: string) => value.replace(/\{[A-Za-z]+(?:, number)?\}/g, "");

type Leaf = { path: string; value: unknown };

function leaves(value: unknown, path = ""): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  }
  return [{ path, value }];
}

const enLeaves = leaves(en);
const thLeaves = new Map(leaves(th).map((leaf) => [leaf.path, leaf.value]));

describe("messages", () => {
  it("have exactly the same keys (and list lengths) in English and Thai", () => {
    expect([...thLeaves.keys()].sort()).toEqual(enLeaves.map((leaf) => leaf.path).sort());
  });

  it("have no empty strings in either language", () => {
    const empty = [
      ...enLeaves.map((l) => ["en", l.path, l.value]),
      ...[...thLeaves].map(([p, v]) => ["th", p, v]),
    ].filter(([, , value]) => typeof value !== "string" || value.trim() === "");
    expect(empty).toEqual([]);
  });

  it("translate every English string into Thai, except brand names, codes and figures", () => {
    const untranslated = enLeaves
      .filter(({ path, value }) => thLeaves.get(path) === value)
      .filter(
        ({ value }) =>
          !sameInBothLanguages.has(value as string) &&
          !languageNeutral.test(withoutPlaceholders(value as string)),
      )
      .map(({ path, value }) => `${path}: ${String(value)}`);
    expect(untranslated).toEqual([]);
  });

  it("write Thai strings in Thai script", () => {
    const thaiScript = /[\u0E00-\u0E7F]/;
    const notThai = [...thLeaves]
      .filter(([path, value]) => {
        const english = enLeaves.find((leaf) => leaf.path === path)?.value;
        return (
          typeof value === "string" &&
          value !== english &&
          !thaiScript.test(value) &&
          !languageNeutral.test(value)
        );
      })
      .map(([path, value]) => `${path}: ${String(value)}`);
    expect(notThai).toEqual([]);
  });

  it("use the Thai spellings a native reader expects", () => {
    // พาร์ตเนอร์ (ต, the Royal Institute's spelling), เข้าสู่ระบบ for signing in everywhere, and คุณ
    // written against the name that follows it ("สวัสดีคุณสมชาย"), never with a space.
    const banned = [/พาร์ทเนอร์/, /ลงชื่อเข้าใช้/, /คุณ \{\w+\}/];
    const misspelt = [...thLeaves]
      .filter(([, value]) => typeof value === "string" && banned.some((spelling) => spelling.test(value)))
      .map(([path, value]) => `${path}: ${String(value)}`);
    expect(misspelt).toEqual([]);
  });
});
