// @vitest-environment node
import { describe, expect, it } from "vitest";
import { glyphNameText } from "./to-unicode.server";

describe("the text of a Thai alternate glyph, from its name", () => {
  it("reads a mark drawn smaller or narrower as the mark itself", () => {
    expect(glyphNameText("uni0E48.small")).toBe("\u0E48");
    expect(glyphNameText("uni0E35.narrow")).toBe("\u0E35");
  });

  it("reads a tone mark fused with the nikhahit of ำ as both, in the order a shaper draws them", () => {
    expect(glyphNameText("uni0E4D0E49")).toBe("\u0E4D\u0E49");
    expect(glyphNameText("uni0E4D0E48.narrow")).toBe("\u0E4D\u0E48");
  });

  it("reads consonants drawn without their lower part by their names", () => {
    expect(glyphNameText("yoYingthai.less")).toBe("ญ");
    expect(glyphNameText("ru_lakkhangyaothai")).toBe("ฤๅ");
  });

  it("says nothing for a name that names no character", () => {
    expect(glyphNameText(".notdef")).toBeUndefined();
    expect(glyphNameText("glyph123")).toBeUndefined();
  });
});
