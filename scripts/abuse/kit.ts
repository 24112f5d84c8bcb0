/**
 * What every attack of `npm run test:abuse` is made of: named checks, an upload as the browser sends
 * it, and a customer with a poster in the cart.
 */
import { randomUUID } from "node:crypto";
import { send, type Outcome } from "./http";
import { paddedPng } from "./payloads";
import { actionId, callAction } from "../lib/server-actions";
import { unhandledErrors } from "./log-check";
import type { Shop } from "./shop";

export type Check = { label: string; ok: boolean; detail?: string };
type AttackResult = { outcomes: Outcome[]; checks: Check[] };
export type Attack = { name: string; run: (shop: Shop, root: string) => Promise<AttackResult> };

export const MB = 1024 * 1024;
export const check = (label: string, ok: boolean, detail?: string): Check => ({ label, ok, detail });

export async function upload(shop: Shop, file: Buffer, name: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.set("productId", "4");
  form.set("file", new Blob([new Uint8Array(file)]), name);
  const answer = await send(`${shop.origin}/api/uploads`, {
    method: "POST",
    body: form,
    headers: { origin: shop.origin, ...headers },
  });
  const json = answer.body.startsWith("{") ? (JSON.parse(answer.body) as Record<string, unknown>) : {};
  return { ...answer, json };
}

const address = {
  name: "Abuse Test",
  address: "1 Main St",
  city: "Austin",
  state: "TX",
  postalCode: "73301",
  country: "US",
};
export const contact = { email: "abuse@example.com", phone: "+1 512 555 0100" };

/** A customer with a poster in the cart; `placeOrder` then tries what the attacker wants. */
export async function customerWithCart(shop: Shop, root: string) {
  const png = paddedPng(0);
  const design = await upload(shop, png, "poster.png");
  // A design belongs to the cart it was uploaded for: the upload made this visitor's cart and its cookie.
  const cartCookie = design.headers.get("set-cookie")?.split(";")[0] ?? "";
  const added = await callAction(
    shop.origin,
    "/product/4",
    actionId(root, "addToCart"),
    [
      {
        productId: 4,
        quantity: 1,
        options: { paper: "standard" },
        files: [{ areaId: "front", uploadId: design.json.fileId }],
      },
    ],
    { cookie: cartCookie },
  );
  const cookie = added.cookie ?? cartCookie;
  return {
    outcomes: [design.outcome, added.status] as Outcome[],
    cookie,
    /** The poster's line in the cart, from the cart addToCart answered with. */
    lineId: /"lines":\[\{"id":"([0-9a-f-]{36})"/.exec(added.body)?.[1],
    placeOrder: (changes: { address?: object; contact?: object }) =>
      callAction(
        shop.origin,
        "/checkout",
        actionId(root, "placeOrder"),
        [
          {
            checkoutKey: randomUUID(),
            address: { ...address, ...changes.address },
            shippingLevel: "cp_ground",
            contact: { ...contact, ...changes.contact },
            paymentMethod: "card",
          },
        ],
        { cookie },
      ),
  };
}

/** The error lines the shop logged while `run` ran (each attack says which of its requests caused one). */
export async function logErrorsDuring<T>(
  shop: Shop,
  run: () => Promise<T>,
): Promise<{ result: T; errors: string[] }> {
  const before = shop.log().length;
  const result = await run();
  // Give the server a moment to write what the last answer caused.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { result, errors: unhandledErrors(shop.log().slice(before)) };
}

/** The demo admin's session cookies (src/composition/demo-admin.ts prints its password once). */
export async function signInAsDemoAdmin(shop: Shop): Promise<string> {
  const response = await fetch(`${shop.origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: shop.origin },
    body: JSON.stringify(shop.demoAdmin),
  });
  await response.arrayBuffer();
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
