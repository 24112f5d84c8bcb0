/**
 * The staff price change of the cluster run: the demo admin signs in through nginx and saves product
 * 1 with its base price one dollar up, through the admin's own server action (which lands on one
 * instance). Then each instance is asked directly, every 20 ms, until both show the new price in the
 * catalog API and on the product page they keep: the other instance only knows through PostgreSQL's
 * NOTIFY (src/server/cache).
 */
import "../faults/server-only-hook";
import type { EditableProduct } from "../../src/modules/catalog/server";
import { actionId, callAction } from "../lib/server-actions";

type PriceChange = { visibleAfterMs: number | undefined; description: string };

/** Whether the instance's product page (a kept page, replayed by its edge) shows `dollars`. */
async function pageShows(instance: string, dollars: string): Promise<boolean> {
  const response = await fetch(`${instance}/product/1`, { signal: AbortSignal.timeout(5000) });
  return response.ok && (await response.text()).includes(dollars);
}

async function basePriceAt(instance: string): Promise<number | undefined> {
  const response = await fetch(`${instance}/api/products?lang=en&limit=50`, {
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) return undefined;
  const { products } = (await response.json()) as { products: { id: number; basePrice: number }[] };
  return products.find((product) => product.id === 1)?.basePrice;
}

export async function changePriceAsStaff(options: {
  root: string;
  origin: string;
  instances: string[];
  admin: { email: string; password: string };
  databaseUrl: string;
  /** The admin form's values for a stored product (@/modules/catalog/testing). */
  formValues: (product: EditableProduct) => Record<string, unknown>;
}): Promise<PriceChange> {
  const { root, origin, instances } = options;
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(options.admin),
  });
  if (!signIn.ok)
    return { visibleAfterMs: undefined, description: `staff sign-in answered ${signIn.status}` };
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

  // The form's input, as the admin page builds it from the stored product (src/modules/catalog).
  const [{ openDatabase }, { editableProduct }] = await Promise.all([
    import("../../src/server/db/client"),
    import("../../src/modules/catalog/server"),
  ]);
  const handle = openDatabase({ url: options.databaseUrl });
  const product = await editableProduct(handle.db, 1).finally(() => handle.close());
  if (!product) return { visibleAfterMs: undefined, description: "product 1 not found" };
  const before = await Promise.all(instances.map(basePriceAt));
  // The pages are kept (replayed) after a first visit: visit them now, so the change must drop them.
  const oldDollars = (product.basePrice / 100).toFixed(2);
  const shownBefore = await Promise.all(instances.map((instance) => pageShows(instance, oldDollars)));
  if (!shownBefore.every(Boolean)) {
    return {
      visibleAfterMs: undefined,
      description: `the product page does not show its price ($${oldDollars})`,
    };
  }
  const newPrice = product.basePrice + 100;
  const input = { ...options.formValues(product), basePrice: (newPrice / 100).toFixed(2) };
  const saved = await callAction(
    origin,
    "/admin/database/catalog/1",
    actionId(root, "saveProduct"),
    [input],
    {
      cookie,
    },
  );
  const t0 = performance.now();
  if (!/"ok":true/.test(saved.body)) {
    return {
      visibleAfterMs: undefined,
      description: `the save answered ${saved.status}: ${saved.body.slice(0, 200)}`,
    };
  }
  // Seen on an instance when both its catalog API and its kept product page show the new price.
  const newDollars = (newPrice / 100).toFixed(2);
  const seenAt: (number | undefined)[] = instances.map(() => undefined);
  while (performance.now() - t0 < 5000 && seenAt.some((at) => at === undefined)) {
    await Promise.all(
      instances.map(async (instance, index) => {
        if (seenAt[index] !== undefined) return;
        const [price, page] = await Promise.all([basePriceAt(instance), pageShows(instance, newDollars)]);
        if (price === newPrice && page) seenAt[index] = performance.now() - t0;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const visibleAfterMs = seenAt.every((at) => at !== undefined)
    ? Math.max(...(seenAt as number[]))
    : undefined;
  return {
    visibleAfterMs,
    description:
      `base price ${before.map((price) => price ?? "?").join("/")} → ${newPrice} cents; ` +
      seenAt
        .map((at, index) => `instance ${index + 1} after ${at === undefined ? "> 5000" : at.toFixed(0)} ms`)
        .join(", "),
  };
}
