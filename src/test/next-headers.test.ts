import { describe, expect, it, vi } from "vitest";
import { cookies, headers } from "next/headers";
import { clientAddress } from "@/server/http/client-address";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { nextRequestPerTest } from "./next-headers";

markEdgeInFront();
vi.mock("next/headers", () => import("@/test/next-headers"));

const nextRequest = nextRequestPerTest({ clientAddress: "203.0.113.5" });

describe("the next/headers stand-in", () => {
  it("hands the shop the request the test set: Cookie header, client address, other headers", async () => {
    nextRequest.set({ cookie: "session=abc; theme=dark", headers: { "accept-language": "th" } });
    const list = await headers();
    expect(list.get("cookie")).toBe("session=abc; theme=dark");
    expect(list.get("accept-language")).toBe("th");
    expect(await clientAddress()).toBe("203.0.113.5");
    expect((await cookies()).get("theme")).toEqual({ name: "theme", value: "dark" });

    nextRequest.set({ clientAddress: "198.51.100.9" });
    expect(await clientAddress()).toBe("198.51.100.9");
    expect((await headers()).get("cookie")).toBe("session=abc; theme=dark");
  });

  it("keeps what the shop set, with its options, and sends it back on the next call", async () => {
    nextRequest.set({ cookie: "session=abc" });
    (await cookies()).set("cart", "c-1", { httpOnly: true, path: "/" });
    expect(nextRequest.jar.get("cart")).toEqual({ value: "c-1", options: { httpOnly: true, path: "/" } });
    expect((await cookies()).getAll()).toEqual([
      { name: "session", value: "abc" },
      { name: "cart", value: "c-1" },
    ]);
    expect((await headers()).get("cookie")).toBe("session=abc; cart=c-1");

    (await cookies()).delete("session");
    expect((await cookies()).has("session")).toBe(false);
    expect((await headers()).get("cookie")).toBe("cart=c-1");
  });

  it("starts every test from the file's defaults, with no cookies", async () => {
    expect(nextRequest.jar.size).toBe(0);
    expect((await headers()).has("cookie")).toBe(false);
    expect(await clientAddress()).toBe("203.0.113.5");
  });

  it("gives every call its own address when the address is a function", async () => {
    let calls = 0;
    nextRequest.set({ clientAddress: () => `192.0.2.${++calls}` });
    expect([await clientAddress(), await clientAddress()]).toEqual(["192.0.2.1", "192.0.2.2"]);
  });
});
