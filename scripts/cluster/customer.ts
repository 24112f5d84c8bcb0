/**
 * One customer of the cluster run, through nginx: uploads a design, adds the poster to the cart, places
 * the order and pays on the Stripe simulator. A step that fails (an instance killed under it answers
 * 502, or the connection drops) is tried again as a person would, without doing it twice: the cart is
 * read before adding again, and Place Order is sent again with the same checkout key (the shop then
 * answers with the same order).
 */
import { randomUUID } from "node:crypto";
import { placeOrderInput } from "../lib/place-order-input";
import { callAction } from "../lib/server-actions";

export type CustomerOutcome = {
  paid: boolean;
  retries: number;
  uploadId?: string;
  /** Whether both instances answered this customer's cart the same (undefined: one was down). */
  sameCartEverywhere?: boolean;
  error?: string;
};

export type CustomerContext = {
  origin: string;
  /** The instances' own addresses, to read the cart from each. */
  instances: string[];
  actions: { addToCart: string; placeOrder: string };
  design: Buffer;
  pay: (sessionId: string) => Promise<boolean>;
};

const ATTEMPTS = 6;

/** A step's answer: what it got, or why not (`refused`, the status and the start of the body). */
type StepResult<T> = { value: T } | { refused: string };

async function attempt<T>(
  name: string,
  step: () => Promise<StepResult<T>>,
  counter: { retries: number },
): Promise<T> {
  let last = "";
  for (let tries = 0; tries < ATTEMPTS; tries++) {
    if (tries > 0) {
      counter.retries++;
      await new Promise((resolve) => setTimeout(resolve, 500 * tries));
    }
    try {
      const result = await step();
      if ("value" in result) return result.value;
      last = result.refused;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
  }
  throw new Error(`${name}: ${last}`);
}

const refusedBy = (status: number, body: string) => ({ refused: `${status} ${body.slice(0, 160)}` });

export async function runCustomer(context: CustomerContext, index: number): Promise<CustomerOutcome> {
  const counter = { retries: 0 };
  // One address each (nginx is the trusted proxy): per-client rate limits are not what is tested.
  const client = `10.${77 + Math.floor(index / 250)}.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`;
  const headers = { "x-forwarded-for": client, origin: context.origin };
  let cookie = "";
  const outcome: CustomerOutcome = { paid: false, retries: 0 };
  try {
    const uploadId = await attempt(
      "upload",
      async (): Promise<StepResult<string>> => {
        const form = new FormData();
        form.set("productId", "4");
        form.set(
          "file",
          new Blob([new Uint8Array(context.design)], { type: "image/png" }),
          `poster-${index}.png`,
        );
        const response = await fetch(`${context.origin}/api/uploads`, {
          method: "POST",
          body: form,
          headers: { ...headers, ...(cookie && { cookie }) },
          signal: AbortSignal.timeout(60_000),
        });
        const set = response.headers.get("set-cookie")?.split(";")[0];
        if (set) cookie = set;
        if (response.status !== 201) return refusedBy(response.status, await response.text());
        return { value: ((await response.json()) as { fileId: string }).fileId };
      },
      counter,
    );
    outcome.uploadId = uploadId;

    await attempt(
      "add to cart",
      async (): Promise<StepResult<true>> => {
        // Already in the cart (an earlier try went through before its answer was lost): don't add twice.
        if (await cartHasUpload(context.origin, cookie, uploadId, headers)) return { value: true };
        const added = await callAction(
          context.origin,
          "/product/4",
          context.actions.addToCart,
          [
            {
              productId: 4,
              quantity: 1,
              options: { paper: "standard" },
              files: [{ areaId: "front", uploadId }],
            },
          ],
          { ...headers, ...(cookie && { cookie }) },
        );
        if (added.cookie) cookie = added.cookie;
        return added.status === 200 && /"ok":true/.test(added.body)
          ? { value: true }
          : refusedBy(added.status, added.body);
      },
      counter,
    );

    outcome.sameCartEverywhere = await sameCartEverywhere(context.instances, cookie, headers);

    const checkoutKey = randomUUID();
    const sessionId = await attempt(
      "place order",
      async (): Promise<StepResult<string>> => {
        const placed = await callAction(
          context.origin,
          "/checkout",
          context.actions.placeOrder,
          [
            placeOrderInput({
              name: `Cluster Customer ${index}`,
              email: `cluster-${index}@example.com`,
              checkoutKey,
            }),
          ],
          { ...headers, cookie },
        );
        const session = /"ok":true/.test(placed.body)
          ? /cs_test_[A-Za-z0-9]+/.exec(placed.body)?.[0]
          : undefined;
        return session ? { value: session } : refusedBy(placed.status, placed.body);
      },
      counter,
    );

    outcome.paid = await attempt(
      "pay",
      async (): Promise<StepResult<boolean>> =>
        (await context.pay(sessionId)) ? { value: true } : { refused: "the simulator refused the payment" },
      counter,
    );
  } catch (error) {
    outcome.error = error instanceof Error ? error.message : String(error);
  }
  outcome.retries = counter.retries;
  return outcome;
}

async function readCart(origin: string, cookie: string, headers: Record<string, string>) {
  const response = await fetch(`${origin}/api/cart`, {
    headers: { ...headers, cookie },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`/api/cart answered ${response.status}`);
  return (await response.json()) as {
    lines: { id: string; quantity: number; files?: { uploadId: string }[] }[];
  };
}

async function cartHasUpload(
  origin: string,
  cookie: string,
  uploadId: string,
  headers: Record<string, string>,
) {
  if (!cookie) return false;
  const cart = await readCart(origin, cookie, headers);
  return JSON.stringify(cart.lines).includes(uploadId);
}

/** The cart as each instance answers it directly; undefined when an instance is down right now. */
async function sameCartEverywhere(
  instances: string[],
  cookie: string,
  headers: Record<string, string>,
): Promise<boolean | undefined> {
  try {
    const carts = await Promise.all(instances.map((instance) => readCart(instance, cookie, headers)));
    const shape = (cart: (typeof carts)[number]) =>
      JSON.stringify(cart.lines.map((line) => [line.id, line.quantity]));
    return carts[0]!.lines.length === 1 && carts.every((cart) => shape(cart) === shape(carts[0]!));
  } catch {
    return undefined;
  }
}
