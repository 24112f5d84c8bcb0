import { describe, expect, it } from "vitest";
import { countryFromAcceptLanguage, resolveLocaleSettings } from "./locale-settings";

describe("resolveLocaleSettings", () => {
  it("defaults an English visitor with no hints to the US and dollars", () => {
    expect(resolveLocaleSettings({ language: "en" })).toEqual({
      language: "en",
      country: "US",
      currency: "USD",
    });
  });

  it("defaults a Thai-page visitor to Thailand and baht", () => {
    expect(resolveLocaleSettings({ language: "th" })).toEqual({
      language: "th",
      country: "TH",
      currency: "THB",
    });
  });

  it("takes the country from the browser region and its currency from the country table", () => {
    expect(resolveLocaleSettings({ language: "en", acceptLanguage: "en-GB,en;q=0.8" })).toMatchObject({
      country: "GB",
      currency: "GBP",
    });
    expect(resolveLocaleSettings({ language: "en", acceptLanguage: "de-DE" })).toMatchObject({
      country: "DE",
      currency: "EUR",
    });
  });

  it("lets a remembered country and currency win over every default", () => {
    expect(
      resolveLocaleSettings({
        language: "th",
        countryCookie: "NL",
        currencyCookie: "USD",
        acceptLanguage: "th-TH",
      }),
    ).toEqual({ language: "th", country: "NL", currency: "USD" });
  });

  it("gives a remembered country its own currency when no currency was chosen", () => {
    expect(resolveLocaleSettings({ language: "en", countryCookie: "TH" })).toMatchObject({ currency: "THB" });
  });

  it("ignores tampered cookie values", () => {
    expect(resolveLocaleSettings({ language: "en", countryCookie: "XX", currencyCookie: "BTC" })).toEqual({
      language: "en",
      country: "US",
      currency: "USD",
    });
  });
});

describe("countryFromAcceptLanguage", () => {
  it("skips regions without defaults and finds the first known one", () => {
    expect(countryFromAcceptLanguage("fr-CH, th-TH;q=0.5")).toBe("TH");
    expect(countryFromAcceptLanguage("en")).toBeUndefined();
    expect(countryFromAcceptLanguage(null)).toBeUndefined();
  });
});
