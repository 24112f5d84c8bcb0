import { describe, expect, it } from "vitest";
import { carrierName, isLatinName } from "./carrier-name";

describe("carrierName", () => {
  it("keeps the carrier of Cloudprinter's 'Carrier - service' and drops the English service", () => {
    expect(carrierName("DHL - Express ground")).toEqual({ name: "DHL" });
    expect(carrierName("UPS - Express saver")).toEqual({ name: "UPS" });
    expect(carrierName("FedEx - Express fast")).toEqual({ name: "FedEx" });
  });

  it("names carriers we know by a message key, whatever their case", () => {
    expect(carrierName("National Post - Postal Untracked")).toEqual({ key: "nationalPost" });
    expect(carrierName("Thailand Post")).toEqual({ key: "thailandPost" });
    expect(carrierName("KERRY EXPRESS - Parcel")).toEqual({ key: "kerryExpress" });
  });

  it("keeps an unknown carrier's own name", () => {
    expect(carrierName("  PostNL ")).toEqual({ name: "PostNL" });
    expect(carrierName("Japan Post-EMS")).toEqual({ name: "Japan Post-EMS" });
  });
});

describe("isLatinName", () => {
  it("tells a name without Thai letters", () => {
    expect(isLatinName("DHL")).toBe(true);
    expect(isLatinName("ไปรษณีย์ไทย")).toBe(false);
  });
});
