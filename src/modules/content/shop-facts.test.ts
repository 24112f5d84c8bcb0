import { describe, expect, it } from "vitest";
import en from "../../../messages/en.json";
import th from "../../../messages/th.json";
import { getCatalog, getProduct } from "@/modules/catalog/server";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { defaultSelection } from "@/modules/pricing";
import { createMoneyFormatter, defaultExchangeRates } from "@/modules/money";
import { quote } from "@/modules/pricing/server";
import { getShopTerms, saveShopTerms } from "@/modules/pricing/server";
import { deliveryEstimate, preselectedLevel, transitDays } from "@/modules/shipping";
import { shippingCountries, shippingLevels, shippingRates } from "@/modules/shipping/server";
import { freshDatabasePerTest } from "@/test/database";
import { composeShopFacts, shopFactNames } from "./shop-facts.server";
import { factsIn, fillItems, fillParagraphs } from "./shop-facts";

/**
 * The shop's promises (docs/product-rules.md#promises): every figure a content page states comes from
 * the code that enforces it. These tests enumerate the promises — free-shipping threshold, fees,
 * levels, countries, delivery estimates — and check that the texts in both languages name them as
 * facts rather than state them, and that the facts are the values the pricing and shipping code apply.
 */

const testDb = freshDatabasePerTest();

// The namespaces of pages and texts that make promises to customers.
const CONTENT_NAMESPACES = [
  "pages",
  "legal",
  "home",
  "howItWorksPage",
  "support",
  "about",
  "product",
  "quote",
  "pricing",
  "localeSettings",
] as const;

/**
 * Figures the code knows, as a text would state them: money, day ranges, "200+"-style reach, fee
 * percentages, overnight delivery (no level is overnight), the one-hour cancellation window.
 */
const STATED_FIGURES = [
  /[$฿€£]\s?\d/,
  /\d+\s*[-–]\s*\d+\s*(business )?days/i,
  /\d+\s*[-–]\s*\d+\s*วัน/,
  /\d+\+/,
  /\d+(\.\d+)?\s?%/,
  /overnight|ข้ามคืน/i,
  /\b1 hour|1 ชั่วโมง/,
  // The currencies a customer may pay in: {currencyList}.
  /USD, THB/,
  // Where volume discounts start: {firstPriceBreak}, from the price tables.
  /\d+\s*(pieces|copies|units|ชิ้น|หน่วย)/i,
  // Support hours ({supportHours}) and round-the-clock claims nobody keeps.
  /24\/7|day or night|กลางวันและกลางคืน|ตลอด 24 ชั่วโมง/i,
  /\d\s?(AM|PM)\b|\d{1,2}:\d\d/i,
  /Monday to Friday|จันทร์ถึง(วัน)?ศุกร์/,
];

/**
 * Figures that are policies, not code, and may stand in a text: how long a bank takes, the reprint
 * window, how fast people answer mail. Each by its key, so a new figure elsewhere still fails.
 */
const POLICY_FIGURES = new Set([
  "pages.returns.sections[3].body", // refunds: 3-5 business days, then 5-10 days at the bank
  "support.faq[6].answer", // the same refund timing
  "legal.terms.sections[8].body", // the same refund timing, in the Terms
]);

type Text = { key: string; text: string };

function textsOf(messages: unknown, path: string): Text[] {
  if (typeof messages === "string") return [{ key: path, text: messages }];
  if (Array.isArray(messages)) return messages.flatMap((value, index) => textsOf(value, `${path}[${index}]`));
  if (messages && typeof messages === "object")
    return Object.entries(messages).flatMap(([key, value]) => textsOf(value, path ? `${path}.${key}` : key));
  return [];
}

const languages = { en, th } as const;
const contentTexts = (messages: unknown) =>
  CONTENT_NAMESPACES.flatMap((namespace) =>
    textsOf((messages as Record<string, unknown>)[namespace], namespace),
  );

describe.each(Object.keys(languages) as (keyof typeof languages)[])("content texts in %s", (language) => {
  const texts = contentTexts(languages[language]);

  it("state no figure the code knows (threshold, fees, days, reach, levels)", () => {
    const stated = texts.filter(
      ({ key, text }) => !POLICY_FIGURES.has(key) && STATED_FIGURES.some((figure) => figure.test(text)),
    );
    expect(stated).toEqual([]);
  });

  it("say customers pay in the currency they chose, never in a fixed one", () => {
    // Refunds too: the Returns page's policy figures are no exception here.
    const fixed = texts.filter(({ text }) =>
      /(charged|made|refunded|kept) in (US dollars|USD)|เป็น(ดอลลาร์|\s?USD\b|สกุลเงิน USD)/i.test(text),
    );
    expect(fixed).toEqual([]);
  });

  it("name no plan or mail the shop doesn't have", () => {
    // There are no customer plans, and order mails go at confirmation, shipping and refund only.
    const invented = texts.filter(({ text }) =>
      /Business and Enterprise|Enterprise customers|every status change|ทุกครั้งที่สถานะ/i.test(text),
    );
    expect(invented).toEqual([]);
  });

  it("name only facts the shop provides", () => {
    // ICU arguments of interactive texts ({name}, {quantity} …) are not facts; content pages' are.
    const factTexts = texts.filter(
      ({ key }) => !/^(product|quote|pricing\.offer|localeSettings)\./.test(key),
    );
    const named = new Set(factTexts.flatMap(({ text }) => factsIn(text)));
    const known = new Set<string>([...shopFactNames, "shippingLevels"]);
    expect([...named].filter((name) => !known.has(name))).toEqual([]);
  });
});

async function factsFor(locale: "en" | "th") {
  const formatMoney = createMoneyFormatter(locale, "USD", defaultExchangeRates);
  const [terms, countries, levels, catalog] = await Promise.all([
    getShopTerms(),
    shippingCountries(),
    shippingLevels(),
    getCatalog(),
  ]);
  return composeShopFacts({
    locale,
    terms,
    formatMoney,
    countries,
    levels,
    productCount: 8,
    priceBreaks: catalog.products.map((product) => product.priceBreaks),
    supportEmail: "help@printgo.test",
    shippingMessages: languages[locale].shipping,
  });
}

describe("the shop's facts are what the code applies", () => {
  it("states the threshold the settings hold, and leaves out free shipping when there is none", async () => {
    await seedTestCatalog(testDb.current);
    const terms = await getShopTerms();
    expect(terms.freeShippingThreshold).not.toBeNull();
    const facts = await factsFor("en");
    expect(facts.values.freeShippingThreshold).toBe(
      createMoneyFormatter("en", "USD", defaultExchangeRates)(terms.freeShippingThreshold!),
    );
    expect(fillParagraphs(en.support.faq[2]!.answer, facts)).toContain(facts.values.freeShippingThreshold);
    // …and the pricing code applies that threshold: a line below it pays shipping, one at it doesn't.
    const poster = (await getProduct(4, "en"))!;
    const line = (quantity: number) =>
      quote({ productId: 4, quantity, options: defaultSelection(poster), country: "US" }, "en").then(
        (answer) => {
          if (!answer.ok) throw new Error(answer.error);
          return answer.quote;
        },
      );
    const unit = (await line(1)).unitPrice;
    const below = await line(Math.floor((terms.freeShippingThreshold! - 1) / unit));
    const atThreshold = await line(Math.ceil(terms.freeShippingThreshold! / unit));
    expect(below).toMatchObject({ freeShipping: false });
    expect(below.shippingCost).toBeGreaterThan(0);
    expect(atThreshold).toMatchObject({ freeShipping: true, shippingCost: 0 });

    await testDb.current.transaction((tx) => saveShopTerms(tx, { ...terms, freeShippingThreshold: 12_345 }));
    expect((await factsFor("th")).values.freeShippingThreshold).toBe(
      createMoneyFormatter("th", "USD", defaultExchangeRates)(12_345),
    );

    // No threshold: the fact is absent, and every sentence naming it is left out.
    await testDb.current.transaction((tx) => saveShopTerms(tx, { ...terms, freeShippingThreshold: null }));
    const none = await factsFor("en");
    expect(none.values.freeShippingThreshold).toBeUndefined();
    for (const language of [en, th]) {
      const shown = language.pages.shipping.sections
        .map((section) => fillParagraphs(section.body, none))
        .concat(fillParagraphs(language.support.faq[2]!.answer, none));
      expect(shown.join("\n")).not.toMatch(/\{freeShippingThreshold\}/);
      expect(shown.filter((text) => text === "")).toHaveLength(1); // the free-shipping section's body
    }
  });

  it("states the fees the settings hold", async () => {
    const facts = await factsFor("en");
    const { fees } = await getShopTerms();
    const stated = (rule: { rate: number; fixed: number }) =>
      `${Number((rule.rate * 100).toPrecision(10))}% + $${(rule.fixed / 100).toFixed(2)}`;
    expect(facts.values.cardFee).toBe(stated(fees.card));
    expect(facts.values.paypalFee).toBe(stated(fees.paypal));
  });

  it("states where volume discounts start: the first price break of the price tables", async () => {
    await seedTestCatalog(testDb.current);
    const starts = (await getCatalog()).products.map((product) => product.priceBreaks[0]!.minQuantity);
    const facts = await factsFor("en");
    expect(facts.values.firstPriceBreak).toBe(String(Math.min(...starts)));
    expect(fillParagraphs(en.support.faq[1]!.answer, facts)).toContain(`from ${Math.min(...starts)} units`);
  });

  it("states one set of support hours, the support module's, in both languages", async () => {
    const [english, thai] = [await factsFor("en"), await factsFor("th")];
    expect(english.values.supportHours).toBe("Monday to Friday, 9 AM-6 PM");
    expect(thai.values.supportHours).toBe("วันจันทร์ถึงวันศุกร์ เวลา 9:00-18:00 น.");
    // The currencies a customer may be charged in, as the list the region menu offers.
    expect(english.values.currencyList).toBe("USD, THB, EUR, or GBP");
    expect(thai.values.currencyList).toBe("USD, THB, EUR หรือ GBP");
  });

  it("counts the countries the shipping source ships to", async () => {
    const facts = await factsFor("en");
    expect(facts.values.countryCount).toBe(String((await shippingCountries()).length));
  });

  it("lists every level with the estimate a quote gives for it", async () => {
    await seedTestCatalog(testDb.current);
    const levels = await shippingLevels();
    for (const locale of ["en", "th"] as const) {
      const lines = fillItems(["{shippingLevels}"], await factsFor(locale));
      expect(lines).toHaveLength(levels.length);
      levels.forEach((level, index) => {
        const { minDays, maxDays } = deliveryEstimate(transitDays(level.id));
        expect(lines[index]).toContain(`${minDays}-${maxDays}`);
        expect(lines[index]).toContain(languages[locale].shipping.levels[level.id as "cp_ground"]);
      });
    }
    const answer = await quote(
      { productId: 1, quantity: 1, options: { finish: "matte", pack: "250" }, country: "US" },
      "en",
    );
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    for (const offered of answer.quote.levels)
      expect(offered.estimatedDelivery).toEqual(deliveryEstimate(transitDays(offered.level)));
  });

  it("preselects the cheapest tracked level among those that ship there", async () => {
    await seedTestCatalog(testDb.current);
    const rates = await shippingRates("US", [
      { product: "businesscard_ss_int_bc_fc", options: [], count: 1 },
    ]);
    const costs = rates.map((rate) => rate.cost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    const answer = await quote(
      { productId: 1, quantity: 1, options: { finish: "matte", pack: "250" }, country: "US" },
      "en",
    );
    expect(answer.ok && answer.quote.level).toBe(preselectedLevel(rates));
  });
});
