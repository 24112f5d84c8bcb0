import { describe, expect, it } from "vitest";
import { api, order, startSim } from "./test-support";

const TOKEN = "cloudprinter-sim-control-token-for-tests";

describe("control API", () => {
  it("refuses every /_sim/ route without the control token, or with a wrong one (401)", async () => {
    const sim = await startSim({ controlToken: TOKEN });
    expect((await api(sim, "orders/add", order("PG-1001"))).status).toBe(201);
    const before = sim.orders()[0]!.state;
    const routes: [string, string][] = [
      ["GET", "/_sim/health"],
      ["GET", "/_sim/orders"],
      ["GET", "/_sim/signals"],
      ["POST", "/_sim/orders/PG-1001/advance"],
      ["POST", "/_sim/orders/PG-1001/cancel"],
      ["POST", "/_sim/fault"],
      ["POST", "/_sim/reset"],
      ["GET", "/_sim/catalog"],
      ["POST", "/_sim/catalog/remove"],
      ["POST", "/_sim/catalog/restore"],
    ];
    for (const [method, path] of routes) {
      for (const authorization of [undefined, "Bearer wrong-token-of-some-length", TOKEN, `Basic ${TOKEN}`]) {
        const headers: Record<string, string> = authorization ? { authorization } : {};
        const response = await fetch(`${sim.url}${path}`, { method, headers });
        expect(response.status, `${method} ${path} with ${authorization}`).toBe(401);
      }
    }
    // Nothing moved, nothing was forgotten.
    expect(sim.orders().map((kept) => kept.state)).toEqual([before]);
  });

  it("answers with the right token", async () => {
    const sim = await startSim({ controlToken: TOKEN });
    const response = await fetch(`${sim.url}/_sim/health`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(await response.json()).toMatchObject({ ok: true });
  });

  it("makes up a random token when given none, and refuses a short one", async () => {
    const sim = await startSim();
    expect(sim.controlToken).toMatch(/^[0-9a-f]{48}$/);
    await expect(startSim({ controlToken: "short" })).rejects.toThrow(/at least 16 characters/);
  });
});
