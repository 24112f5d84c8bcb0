import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { control, sdk, sessionParams, startSim } from "./test-support";

describe("stripe-sim refunds", () => {
  it("refunds a paid session's payment intent and refuses refunding more than was paid", async () => {
    const sim = await startSim();
    const stripe = sdk(sim);
    const session = await stripe.checkout.sessions.create(sessionParams());
    await control(sim, `/sessions/${session.id}/pay`, { method: "card" });
    const paymentIntent = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;

    const partial = await stripe.refunds.create({ payment_intent: paymentIntent, amount: 500 });
    expect(partial).toMatchObject({
      object: "refund",
      amount: 500,
      currency: "usd",
      payment_intent: paymentIntent,
      status: "succeeded",
    });
    expect(partial.id).toMatch(/^re_/);

    await expect(
      stripe.refunds.create({ payment_intent: paymentIntent, amount: 2999 }),
    ).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      code: "amount_too_large",
      param: "amount",
    });

    const rest = await stripe.refunds.create({ payment_intent: paymentIntent });
    expect(rest.amount).toBe(2999 - 500);
    await expect(stripe.refunds.create({ payment_intent: paymentIntent })).rejects.toMatchObject({
      code: "charge_already_refunded",
    });
  });

  it("refuses unknown and not yet paid payment intents", async () => {
    const sim = await startSim();
    const stripe = sdk(sim);
    await expect(stripe.refunds.create({ payment_intent: "pi_unknown" })).rejects.toMatchObject({
      code: "resource_missing",
      param: "payment_intent",
    });
    await expect(stripe.refunds.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);

    const session = await stripe.checkout.sessions.create(sessionParams());
    await control(sim, `/sessions/${session.id}/async`, { outcome: "pending" });
    const processing = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
    await expect(stripe.refunds.create({ payment_intent: processing })).rejects.toMatchObject({
      code: "charge_not_refundable",
    });
  });

  it("lists its refunds and, during a simulated outage, drops refund requests without refunding", async () => {
    const sim = await startSim();
    const stripe = sdk(sim);
    const session = await stripe.checkout.sessions.create(sessionParams());
    await control(sim, `/sessions/${session.id}/pay`, { method: "card" });
    const paymentIntent = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;

    // More than one: the SDK tries a dropped keep-alive request again on a fresh connection.
    const outage = await control(sim, "/faults", { refundOutages: 5 });
    expect(outage.status).toBe(200);
    await expect(stripe.refunds.create({ payment_intent: paymentIntent })).rejects.toBeInstanceOf(
      Stripe.errors.StripeConnectionError,
    );
    expect(sim.refunds()).toEqual([]);
    await control(sim, "/faults", { refundOutages: 0 });

    const refund = await stripe.refunds.create({ payment_intent: paymentIntent });
    const listed = await fetch(`${sim.url}/_sim/refunds`, {
      headers: { authorization: `Bearer ${sim.controlToken}` },
    });
    expect(await listed.json()).toEqual([expect.objectContaining({ id: refund.id, amount: 2999 })]);
    expect((await control(sim, "/faults", { refundOutages: -1 })).status).toBe(400);
  });
});
