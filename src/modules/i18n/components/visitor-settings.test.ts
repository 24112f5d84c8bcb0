import { describe, expect, it } from "vitest";
import { prerenderedSettings, settingsFromBrowser } from "./visitor-settings";

describe("the visitor's settings in the browser", () => {
  it("prerenders the language's defaults: English in US dollars, Thai in baht", () => {
    expect(prerenderedSettings("en")).toEqual({ language: "en", country: "US", currency: "USD" });
    expect(prerenderedSettings("th")).toEqual({ language: "th", country: "TH", currency: "THB" });
  });

  it("takes the visitor's chosen country and currency from their cookies", () => {
    expect(settingsFromBrowser("en", "theme=dark; country=GB; currency=EUR", ["en-US"])).toEqual({
      language: "en",
      country: "GB",
      currency: "EUR",
    });
  });

  it("guesses the country from the browser's languages when none was chosen, as the server does", () => {
    expect(settingsFromBrowser("en", "", ["en-GB", "en"])).toEqual({
      language: "en",
      country: "GB",
      currency: "GBP",
    });
  });

  it("ignores cookie values that are not a country or a currency", () => {
    expect(settingsFromBrowser("th", "country=XX; currency=BTC", [])).toEqual({
      language: "th",
      country: "TH",
      currency: "THB",
    });
  });
});
