import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { sdk, sessionParams, startSim } from "./test-support";

describe("stripe-sim request rules: keys, params and idempotency", () => {
  it("replays the first answer for a repeated Idempotency-Key and creates one session", async () => {
    const sim = await startSim();
    const stripe = sdk(sim);
    const first = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: "order-1-try" });
    const again = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: "order-1-try" });

    expect(again).toEqual(first);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect(first.lastResponse.headers["idempotent-replayed"]).toBeUndefined();
    expect(sim.sessions()).toHaveLength(1);

    const different = sessionParams({ client_reference_id: "order-2" });
    await expect(
      stripe.checkout.sessions.create(different, { idempotencyKey: "order-1-try" }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it("refuses a request without a secret key", async () => {
    const sim = await startSim();
    await expect(
      sdk(sim, "pk_test_publishable").checkout.sessions.create(sessionParams()),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(
      sdk(sim, "sk_live_realkey1234").checkout.sessions.retrieve("cs_test_x"),
    ).rejects.toMatchObject({
      type: "StripeAuthenticationError",
      message: expect.stringMatching(/^Invalid API Key provided: sk_live_\**1234$/),
    });

    const response = await fetch(`${sim.url}/v1/checkout/sessions`, { method: "POST" });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { type: "invalid_request_error" } });
    expect(sim.sessions()).toHaveLength(0);
  });

  it("refuses missing, unknown and malformed params naming the param", async () => {
    const stripe = sdk(await startSim());
    const { line_items: _omitted, ...withoutItems } = sessionParams();
    await expect(stripe.checkout.sessions.create(withoutItems)).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 400,
      param: "line_items",
      code: "parameter_missing",
      message: "Missing required param: line_items.",
    });

    const noQuantity = sessionParams();
    delete (noQuantity.line_items[0] as { quantity?: number }).quantity;
    await expect(stripe.checkout.sessions.create(noQuantity)).rejects.toMatchObject({
      param: "line_items[0][quantity]",
    });

    const typo = {
      ...sessionParams(),
      sucess_url: "http://shop.test/",
    } as Stripe.Checkout.SessionCreateParams;
    await expect(stripe.checkout.sessions.create(typo)).rejects.toMatchObject({
      param: "sucess_url",
      code: "parameter_unknown",
    });

    const soon = Math.floor(Date.now() / 1000) + 60;
    await expect(stripe.checkout.sessions.create(sessionParams({ expires_at: soon }))).rejects.toMatchObject({
      param: "expires_at",
    });
  });
});
