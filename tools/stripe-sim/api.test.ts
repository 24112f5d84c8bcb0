import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { SECRET_KEY, sdk, sessionParams, startReceiver, startSim, WEBHOOK_SECRET } from "./test-support";

describe("stripe-sim Checkout Sessions API", () => {
  it("creates, retrieves and expires a session through the official SDK", async () => {
    const receiver = await startReceiver();
    const sim = await startSim({ webhookUrl: receiver.url });
    const stripe = sdk(sim);

    const created = await stripe.checkout.sessions.create(sessionParams({ locale: "en" }));
    expect(created.id).toMatch(/^cs_test_\w+$/);
    expect(created).toMatchObject({
      object: "checkout.session",
      url: `${sim.publicUrl}/pay/${created.id}`,
      amount_subtotal: 2 * 1250 + 499,
      amount_total: 2999,
      currency: "usd",
      client_reference_id: "order-1",
      metadata: { order_id: "order-1", order_number: "PG-1001" },
      mode: "payment",
      payment_method_types: ["card"],
      payment_status: "unpaid",
      status: "open",
      payment_intent: null,
      livemode: false,
      locale: "en",
    });
    expect(created.expires_at - created.created).toBe(86_400);

    const retrieved = await stripe.checkout.sessions.retrieve(created.id);
    expect(retrieved).toEqual(created);

    const expired = await stripe.checkout.sessions.expire(created.id);
    expect(expired).toMatchObject({ id: created.id, status: "expired", url: null });
    await expect(stripe.checkout.sessions.expire(created.id)).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );

    await sim.waitForEvent((event) => event.status === "delivered");
    const event = stripe.webhooks.constructEvent(
      receiver.received[0]!.body,
      receiver.received[0]!.signature,
      WEBHOOK_SECRET,
    );
    expect(event.type).toBe("checkout.session.expired");
    expect(event.request?.id).toMatch(/^req_/);
  });

  it("echoes allowed_payment_method_types and keeps only one currency per session", async () => {
    const stripe = sdk(await startSim());
    const session = await stripe.checkout.sessions.create(
      sessionParams({ allowed_payment_method_types: ["paypal"] }),
    );
    expect(session.payment_method_types).toEqual(["paypal"]);
    expect(session.allowed_payment_method_types).toEqual(["paypal"]);

    const mixed = sessionParams();
    mixed.line_items[1]!.price_data!.currency = "EUR";
    await expect(stripe.checkout.sessions.create(mixed)).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      param: "line_items[1][price_data][currency]",
    });
  });

  it("reads hand-written bracket notation such as payment_method_types[0]", async () => {
    const sim = await startSim();
    const body = [
      "line_items[0][price_data][currency]=usd",
      "line_items[0][price_data][unit_amount]=1500",
      "line_items[0][price_data][product_data][name]=Poster%20A2",
      "line_items[0][quantity]=3",
      "payment_method_types[0]=card",
      "payment_method_types[1]=paypal",
      "metadata[order_id]=42",
      "success_url=http%3A%2F%2Fshop.test%2Fok",
      "cancel_url=http%3A%2F%2Fshop.test%2Fcancel",
    ].join("&");
    const response = await fetch(`${sim.url}/v1/checkout/sessions`, {
      method: "POST",
      headers: { authorization: `Bearer ${SECRET_KEY}`, "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("request-id")).toMatch(/^req_/);
    expect(await response.json()).toMatchObject({
      amount_total: 4500,
      payment_method_types: ["card", "paypal"],
      allowed_payment_method_types: null,
      metadata: { order_id: "42" },
    });
  });

  it("answers resource_missing for an unknown session", async () => {
    const stripe = sdk(await startSim());
    await expect(stripe.checkout.sessions.retrieve("cs_test_nope")).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 404,
      code: "resource_missing",
      message: "No such checkout.session: 'cs_test_nope'",
    });
  });

  it("expires a session whose expires_at has passed and sends checkout.session.expired", async () => {
    let now = Date.now();
    const sim = await startSim({ now: () => now, expiryCheckIntervalMs: 10 });
    const stripe = sdk(sim);
    const session = await stripe.checkout.sessions.create(
      sessionParams({ expires_at: Math.floor(now / 1000) + 1800 }),
    );

    now += 1801 * 1000;
    const event = await sim.waitForEvent((e) => e.type === "checkout.session.expired");
    expect(JSON.parse(event.body).data.object).toMatchObject({ id: session.id, status: "expired" });
    expect(event.status).toBe("no_endpoint");
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("expired");
  });
});
