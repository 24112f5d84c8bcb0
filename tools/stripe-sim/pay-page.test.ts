import { describe, expect, it } from "vitest";
import { sdk, sessionParams, startReceiver, startSim, submitPayForm, WEBHOOK_SECRET } from "./test-support";

describe("stripe-sim hosted pay page", () => {
  it("shows the items, the total and one button per allowed payment method", async () => {
    const sim = await startSim();
    const stripe = sdk(sim);
    const session = await stripe.checkout.sessions.create(
      sessionParams({ allowed_payment_method_types: ["card", "paypal"] }),
    );
    const response = await fetch(session.url!.replace(sim.publicUrl, sim.url));
    const page = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(page).toContain('<html lang="en">');
    expect(page).toContain("Test mode — no real money moves");
    expect(page).toContain("T-shirt");
    expect(page).toContain("$25.00");
    expect(page).toContain("$29.99");
    expect(page).toMatch(/<form method="post"/);
    expect(page).toMatch(/<button type="submit" name="action" value="card"[^>]*>\s*Pay with card\s*</);
    expect(page).toMatch(/<button type="submit" name="action" value="paypal"[^>]*>\s*Pay with PayPal\s*</);
    expect(page).toMatch(/<button type="submit" name="action" value="decline"[^>]*>\s*Decline payment\s*</);
    expect(page).toContain('href="http://shop.test/checkout/cancelled">Cancel and return to the shop</a>');
  });

  it.each([
    ["thb", "th", [103_500, 24_100, 7_700], ["฿1,035.00", "฿241.00", "฿2,388.00"]],
    ["eur", "en", [2759, 643, 207], ["€27.59", "€6.43", "€63.68"]],
    ["gbp", "en", [2369, 552, 180], ["£23.69", "£5.52", "£54.70"]],
    ["usd", "en", [2999, 699, 224], ["$29.99", "$6.99", "$69.21"]],
  ] as const)(
    "takes a %s session in that currency's minor units and shows its amounts and total",
    async (currency, locale, [unit, shipping, fee], shown) => {
      const sim = await startSim();
      const stripe = sdk(sim);
      const line = (name: string, unit_amount: number, quantity: number) => ({
        quantity,
        price_data: { currency, unit_amount, product_data: { name } },
      });
      const session = await stripe.checkout.sessions.create(
        sessionParams({
          locale,
          line_items: [line("Cards", unit, 2), line("Shipping", shipping, 1), line("Fee", fee, 1)],
        }),
      );
      expect(session).toMatchObject({ currency, amount_total: 2 * unit + shipping + fee });
      const page = await (await fetch(session.url!.replace(sim.publicUrl, sim.url))).text();
      for (const amount of shown) expect(page).toContain(amount);
    },
  );

  it("pays by card, redirects 303 to the success URL and delivers a verifiable checkout.session.completed", async () => {
    const receiver = await startReceiver();
    const sim = await startSim({ webhookUrl: receiver.url });
    const stripe = sdk(sim);
    const session = await stripe.checkout.sessions.create(sessionParams());

    const response = await submitPayForm(sim, session.id, "card");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `http://shop.test/checkout/success?session_id=${session.id}`,
    );

    await sim.waitForEvent((event) => event.status === "delivered");
    const [delivery] = receiver.received;
    const event = stripe.webhooks.constructEvent(delivery!.body, delivery!.signature, WEBHOOK_SECRET);
    expect(event.type).toBe("checkout.session.completed");
    expect(event).toMatchObject({
      object: "event",
      livemode: false,
      request: { id: null, idempotency_key: null },
    });
    expect(event.api_version).toBe(session.lastResponse.apiVersion);
    const paid = event.data.object as typeof session;
    expect(paid).toMatchObject({
      id: session.id,
      status: "complete",
      payment_status: "paid",
      amount_total: 2999,
      currency: "usd",
      metadata: { order_id: "order-1", order_number: "PG-1001" },
    });
    expect(paid.payment_intent).toMatch(/^pi_/);
    expect(() =>
      stripe.webhooks.constructEvent(delivery!.body, delivery!.signature, "whsec_other"),
    ).toThrow();

    const retrieved = await stripe.checkout.sessions.retrieve(session.id);
    expect(retrieved).toMatchObject({ status: "complete", payment_status: "paid", url: null });
    const again = await fetch(`${sim.url}/pay/${session.id}`);
    expect(await again.text()).toContain("Payment complete");
  });

  it("keeps a declined payment's session open and sends no event", async () => {
    const receiver = await startReceiver();
    const sim = await startSim({ webhookUrl: receiver.url });
    const stripe = sdk(sim);
    const session = await stripe.checkout.sessions.create(sessionParams());

    const response = await submitPayForm(sim, session.id, "decline");
    const page = await response.text();
    expect(response.status).toBe(402);
    expect(page).toContain('role="alert">Your card was declined. Try another payment method.</div>');
    expect(page).toContain('value="card"');

    const retrieved = await stripe.checkout.sessions.retrieve(session.id);
    expect(retrieved).toMatchObject({ status: "open", payment_status: "unpaid", payment_intent: null });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sim.events()).toEqual([]);
    expect(receiver.received).toEqual([]);
  });

  it("renders the Thai page for locale th", async () => {
    const sim = await startSim();
    const session = await sdk(sim).checkout.sessions.create(sessionParams({ locale: "th" }));
    const page = await (await fetch(`${sim.url}/pay/${session.id}`)).text();

    expect(page).toContain('<html lang="th">');
    expect(page).toContain("โหมดทดสอบ — ไม่มีการเรียกเก็บเงินจริง");
    expect(page).toContain("ชำระด้วยบัตร");
    expect(page).toContain("ยกเลิกและกลับไปที่ร้านค้า");
    expect(page).toContain("ยอดรวม");
    expect(page).not.toContain("Pay with card");

    const declined = await (await submitPayForm(sim, session.id, "decline")).text();
    expect(declined).toContain("บัตรของคุณถูกปฏิเสธ โปรดลองวิธีการชำระเงินอื่น");
  });

  it("follows the browser's language for locale auto", async () => {
    const sim = await startSim();
    const session = await sdk(sim).checkout.sessions.create(sessionParams({ locale: "auto" }));
    const url = `${sim.url}/pay/${session.id}`;
    const thai = await (
      await fetch(url, { headers: { "accept-language": "th-TH,th;q=0.9,en;q=0.5" } })
    ).text();
    const english = await (await fetch(url, { headers: { "accept-language": "de-DE,en;q=0.8" } })).text();
    expect(thai).toContain('<html lang="th">');
    expect(english).toContain('<html lang="en">');
  });

  it("escapes shop-provided text and answers 404 for an unknown session", async () => {
    const sim = await startSim();
    const params = sessionParams({ cancel_url: 'http://shop.test/?a="><script>x</script>' });
    params.line_items[0]!.price_data!.product_data!.name = "<img src=x onerror=alert(1)>";
    const session = await sdk(sim).checkout.sessions.create(params);
    const page = await (await fetch(`${sim.url}/pay/${session.id}`)).text();

    expect(page).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(page).not.toContain("<img");
    expect(page).not.toContain("<script>");

    const missing = await fetch(`${sim.url}/pay/cs_test_missing`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Checkout not found");
  });

  it("shows an expired session as expired and refuses to pay it", async () => {
    const sim = await startSim();
    const stripe = sdk(sim);
    const session = await stripe.checkout.sessions.create(sessionParams());
    await stripe.checkout.sessions.expire(session.id);

    const response = await submitPayForm(sim, session.id, "card");
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("This checkout has expired.");
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe("unpaid");
  });
});
