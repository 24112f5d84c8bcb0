/**
 * The Stripe simulator `npm start` runs beside the e2e shop (scripts/payments-stand-in.ts: the shop's
 * port + 9111). Its control API shows what Stripe would show in its dashboard, such as refunds.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 9111;
const control = `http://127.0.0.1:${port}/_sim`;
const headers = { authorization: `Bearer ${process.env.SIMULATOR_CONTROL_TOKEN}` };

export type SimRefund = {
  id: string;
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
};

/** Every refund the simulator has made, oldest first. */
export async function stripeRefunds(): Promise<SimRefund[]> {
  return (await (await fetch(`${control}/refunds`, { headers })).json()) as SimRefund[];
}
