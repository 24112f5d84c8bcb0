import { afterEach, describe, expect, it } from "vitest";
import { clientAddressFrom } from "./client-address";
import { CLIENT_ADDRESS_HEADER, isEdgeInFront, markEdgeInFront } from "./edge/edge-headers";

const EDGE_IN_FRONT = Symbol.for("printgo.edge-in-front");

describe("clientAddressFrom", () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[EDGE_IN_FRONT];
  });

  it("ignores a client-written address header when the custom server is not in front (bare next start)", () => {
    expect(isEdgeInFront()).toBe(false);
    expect(clientAddressFrom(new Headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.9" }))).toBe("unknown");
  });

  it("uses the address the custom server resolved", () => {
    markEdgeInFront();
    expect(clientAddressFrom(new Headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.9" }))).toBe("203.0.113.9");
  });
});
