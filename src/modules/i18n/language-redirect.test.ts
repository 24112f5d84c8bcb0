import { describe, expect, it } from "vitest";
import { decideLanguage } from "./language-redirect";

const at = (href: string) => new URL(href, "http://shop.test");

describe("decideLanguage", () => {
  it("sends ?lang=th to the Thai URL of the same page and remembers Thai", () => {
    expect(decideLanguage(at("/pricing?lang=th"), undefined)).toEqual({
      action: "redirect",
      location: "/th/pricing",
      rememberLanguage: "th",
    });
  });

  it("sends ?lang=en on a Thai page to the unprefixed URL and keeps other parameters", () => {
    expect(decideLanguage(at("/th/products?category=posters&lang=en"), "th")).toEqual({
      action: "redirect",
      location: "/products?category=posters",
      rememberLanguage: "en",
    });
  });

  it("maps the Thai home page to / and back", () => {
    expect(decideLanguage(at("/th?lang=en"), undefined)).toMatchObject({ location: "/" });
    expect(decideLanguage(at("/?lang=th"), undefined)).toMatchObject({ location: "/th" });
  });

  it("drops an unknown ?lang value without remembering anything", () => {
    expect(decideLanguage(at("/th/about?lang=fr"), undefined)).toEqual({
      action: "redirect",
      location: "/th/about",
      rememberLanguage: undefined,
    });
  });

  it("moves a visitor who chose Thai from an English URL to the Thai one", () => {
    expect(decideLanguage(at("/support?x=1"), "th")).toEqual({
      action: "redirect",
      location: "/th/support?x=1",
    });
  });

  it("never redirects a prefixed URL for the cookie, so there is no loop", () => {
    expect(decideLanguage(at("/th/support"), "th")).toEqual({ action: "none" });
    expect(decideLanguage(at("/th/support"), "en")).toEqual({ action: "none" });
  });

  it("serves the URL's own language to a visitor without the cookie (crawlers)", () => {
    expect(decideLanguage(at("/about"), undefined)).toEqual({ action: "none" });
    expect(decideLanguage(at("/about"), "en")).toEqual({ action: "none" });
    expect(decideLanguage(at("/about"), "garbage")).toEqual({ action: "none" });
  });
});
