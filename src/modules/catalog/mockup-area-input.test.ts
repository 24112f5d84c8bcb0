import { describe, expect, it } from "vitest";
import { mockupAreaForm, mockupAreaInput, sameMockupArea } from "./mockup-area-input";

describe("a picture's mockup area as staff type it", () => {
  it("reads percent as the fractions the catalog keeps, and shows them back as typed", () => {
    const area = mockupAreaInput.parse({ left: "12.5", top: "0", width: "75", height: "100" });
    expect(area).toEqual({ left: 0.125, top: 0, width: 0.75, height: 1 });
    expect(mockupAreaForm(area)).toEqual({ left: "12.5", top: "0", width: "75", height: "100" });
  });

  it.each([
    [{ left: "101", top: "0", width: "50", height: "50" }, "left", "mockupPercent"],
    [{ left: "-1", top: "0", width: "50", height: "50" }, "left", "mockupPercent"],
    [{ left: "0", top: "0", width: "50", height: "ten" }, "height", "mockupPercent"],
    [{ left: "0", top: "0", width: "4", height: "50" }, "width", "mockupTooSmall"],
    [{ left: "60", top: "0", width: "50", height: "50" }, "width", "mockupOutside"],
    [{ left: "0", top: "55", width: "50", height: "50" }, "height", "mockupOutside"],
  ])("refuses %o at %s (%s)", (area, field, message) => {
    const result = mockupAreaInput.safeParse(area);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ path: [field], message }));
  });

  it("calls two areas the same to the hundredth of a percent the form shows", () => {
    const stored = { left: 0.33333, top: 0.1, width: 0.3, height: 0.4 };
    expect(sameMockupArea(stored, mockupAreaInput.parse(mockupAreaForm(stored)))).toBe(true);
    expect(sameMockupArea(stored, { ...stored, left: 0.34 })).toBe(false);
    expect(sameMockupArea(undefined, undefined)).toBe(true);
    expect(sameMockupArea(stored, undefined)).toBe(false);
  });
});
