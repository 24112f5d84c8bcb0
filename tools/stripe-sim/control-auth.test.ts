import { describe, expect, it } from "vitest";
import { sdk, sessionParams, startSim } from "./test-support";

const TOKEN = "stripe-sim-control-token-for-tests";

async function openSession() {
  const sim = await startSim({ controlToken: TOKEN });
  const session = await sdk(sim).checkout.sessions.create(
    sessionParams({ customer_email: "dao@example.com" }),
  );
  return { sim, session };
}

const call = (url: string, init: RequestInit = {}) => fetch(url, init);

describe("control API", () => {
  it("refuses every /_sim/ route without the control token, or with a wrong one (401)", async () => {
    const { sim, session } = await openSession();
    const routes: [string, string][] = [
      ["GET", "/_sim/health"],
      ["GET", "/_sim/sessions"],
      ["GET", "/_sim/events"],
      ["POST", `/_sim/sessions/${session.id}/pay`],
      ["POST", `/_sim/sessions/${session.id}/async`],
      ["POST", "/_sim/events/evt_1/resend"],
    ];
    for (const [method, path] of routes) {
      for (const authorization of [undefined, "Bearer wrong-token-of-some-length", TOKEN, `Basic ${TOKEN}`]) {
        const headers: Record<string, string> = authorization ? { authorization } : {};
        const response = await call(`${sim.url}${path}`, { method, headers });
        expect(response.status, `${method} ${path} with ${authorization}`).toBe(401);
        expect(await response.text()).not.toContain("dao@example.com");
      }
    }
    expect((await sdk(sim).checkout.sessions.retrieve(session.id)).status).toBe("open");
  });

  it("answers with the right token", async () => {
    const { sim, session } = await openSession();
    const headers = { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" };
    const sessions = await call(`${sim.url}/_sim/sessions`, { headers });
    expect(sessions.status).toBe(200);
    const pay = await call(`${sim.url}/_sim/sessions/${session.id}/pay`, { method: "POST", headers });
    expect(await pay.json()).toMatchObject({ id: session.id, payment_status: "paid" });
  });

  it("makes up a random token when given none, and refuses a short one", async () => {
    const sim = await startSim();
    expect(sim.controlToken).toMatch(/^[0-9a-f]{48}$/);
    await expect(startSim({ controlToken: "short" })).rejects.toThrow(/at least 16 characters/);
  });

  it("listens on 127.0.0.1 unless told otherwise", async () => {
    const sim = await startSim();
    expect(new URL(sim.url).hostname).toBe("127.0.0.1");
  });

  it("keeps the pay page's own buttons working without the token, but refuses a post from another site", async () => {
    const { sim, session } = await openSession();
    const crossSite = await fetch(`${sim.url}/pay/${session.id}`, {
      method: "POST",
      body: new URLSearchParams({ action: "card" }),
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      redirect: "manual",
    });
    expect(crossSite.status).toBe(403);
    expect((await sdk(sim).checkout.sessions.retrieve(session.id)).status).toBe("open");
    const otherOrigin = await fetch(`${sim.url}/pay/${session.id}`, {
      method: "POST",
      body: new URLSearchParams({ action: "card" }),
      headers: { origin: "https://evil.example" },
      redirect: "manual",
    });
    expect(otherOrigin.status).toBe(403);
    // What Chromium sends from the page itself: its no-referrer policy makes the origin "null".
    const own = await fetch(`${sim.url}/pay/${session.id}`, {
      method: "POST",
      body: new URLSearchParams({ action: "card" }),
      headers: { origin: "null", "sec-fetch-site": "same-origin" },
      redirect: "manual",
    });
    expect(own.status).toBe(303);
    expect((await sdk(sim).checkout.sessions.retrieve(session.id)).payment_status).toBe("paid");
  });
});
