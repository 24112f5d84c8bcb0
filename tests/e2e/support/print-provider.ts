import { expect } from "@playwright/test";

/**
 * The Cloudprinter simulator `npm start` runs beside the e2e shop (scripts/fulfilment-stand-in.ts:
 * the shop's port + 9611). Its control API moves print orders along; its signals reach the shop.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 9611;
const control = `http://127.0.0.1:${port}/_sim`;
// playwright.config.ts hands the same per-run token to the shop's simulators and to the tests.
const headers = { authorization: `Bearer ${process.env.SIMULATOR_CONTROL_TOKEN}` };

type SimOrder = {
  reference: string;
  items: { tracking?: string | null }[];
  /** The delivery address as orders/add carried it (street1, city, state, zip, country, email, …). */
  addresses: Record<string, string>[];
};

/** Waits until the shop's job has sent the order to the provider (it polls every second). */
export async function waitForPrintOrder(reference: string): Promise<SimOrder> {
  let found: SimOrder | undefined;
  await expect
    .poll(
      async () => {
        const orders = (await (await fetch(`${control}/orders`, { headers })).json()) as SimOrder[];
        found = orders.find((order) => order.reference === reference);
        return Boolean(found);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** Moves the print order to a stage; the simulator POSTs each CloudSignal to the shop on the way. */
export async function advancePrintOrder(
  reference: string,
  to: "validated" | "in_production" | "shipped" | "delivered",
) {
  const response = await fetch(`${control}/orders/${encodeURIComponent(reference)}/advance`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ to }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as SimOrder;
}

/** The printer cancels the order on its own before production; it signals CloudprinterOrderCanceled. */
export async function printerCancelsOrder(reference: string) {
  const response = await fetch(`${control}/orders/${encodeURIComponent(reference)}/cancel`, {
    method: "POST",
    headers,
  });
  expect(response.status).toBe(200);
}
