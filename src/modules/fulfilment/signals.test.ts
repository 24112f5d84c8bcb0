import { describe, expect, it } from "vitest";
import { cloudSignalSchema, signalDedupeKey, signalEffect, signalNote } from "./signals";

// The official SDK's fixture (docs/cloudprinter.md §3.2).
const fixture = {
  apikey: "123",
  type: "ItemShipped",
  order: "21034900000000",
  item: "21034901040001",
  order_reference: "wp-a18310ee15a8d8ef9010fee2fea95686",
  item_reference: "99",
  datetime: "2019-05-30T09:49:34+00:00",
  tracking: "SANDBOX_99",
  shipping_option: "postal",
};

const signal = (fields: Record<string, unknown>) => cloudSignalSchema.parse({ ...fixture, ...fields });

describe("cloudSignalSchema", () => {
  it("reads the official fixture", () => {
    expect(cloudSignalSchema.parse(fixture)).toMatchObject({ type: "ItemShipped", tracking: "SANDBOX_99" });
  });

  it("accepts ids sent as numbers", () => {
    expect(signal({ order: 21034900000000, order_reference: 12345 }).order_reference).toBe("12345");
  });

  it("accepts line breaks in a printer's message but no control character in an identifying field", () => {
    expect(signal({ message: "Paper jam.\nReprinting." }).message).toContain("\n");
    expect(cloudSignalSchema.safeParse({ ...fixture, tracking: "SANDBOX\n99" }).success).toBe(false);
    expect(cloudSignalSchema.safeParse({ ...fixture, message: "bell\u0007" }).success).toBe(false);
  });

  it("refuses a signal without an order reference", () => {
    expect(cloudSignalSchema.safeParse({ ...fixture, order_reference: undefined }).success).toBe(false);
  });
});

describe("signalEffect", () => {
  it.each([
    ["CloudprinterOrderValidated", "processing"],
    ["ItemValidated", "processing"],
    ["ItemProduce", "printing"],
    ["ItemProduced", "printing"],
    ["ItemPacked", "printing"],
    ["ItemShipped", "shipped"],
    ["ItemDeliveryStarted", "shipped"],
    ["ItemDeliveryCompleted", "delivered"],
    ["CloudprinterOrderCanceled", "cancelled"],
  ])("maps %s to %s", (type, status) => {
    expect(signalEffect(signal({ type }))).toEqual({ kind: "status", status });
  });

  it("asks for a person when the printer cancels an item, with its cause", () => {
    expect(signalEffect(signal({ type: "ItemCanceled", cause: "CancelDownloadError" }))).toEqual({
      kind: "attention",
      issue: "Item cancelled by the printer (item 99) — CancelDownloadError",
    });
  });

  it("keeps an unknown signal type as a note instead of failing", () => {
    expect(signalEffect(signal({ type: "ItemTeleported" }))).toEqual({ kind: "note" });
  });
});

describe("signalDedupeKey", () => {
  it("is the same for a redelivery and differs for another item or time", () => {
    expect(signalDedupeKey(signal({}))).toBe(signalDedupeKey(signal({})));
    expect(signalDedupeKey(signal({ item: "21034901040002" }))).not.toBe(signalDedupeKey(signal({})));
    expect(signalDedupeKey(signal({ datetime: "2019-05-30T10:00:00+00:00" }))).not.toBe(
      signalDedupeKey(signal({})),
    );
  });
});

describe("signalNote", () => {
  it("names the signal, the item, the carrier and the tracking number", () => {
    expect(signalNote(signal({}))).toBe("ItemShipped [99]: postal, tracking SANDBOX_99");
  });
});
