import { describe, expect, it } from "vitest";
import { control, sdk, sessionParams, startSim } from "./test-support";

const LATENCY_MS = 250;

/** How long `work` took, in milliseconds. */
async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

describe("stripe-sim API latency", () => {
  it("answers API calls no sooner than the latency it was given", async () => {
    const stripe = sdk(await startSim({ apiLatencyMs: LATENCY_MS }));
    // Timers may fire a millisecond early; nothing answers well before the latency.
    expect(await timed(() => stripe.checkout.sessions.create(sessionParams()))).toBeGreaterThanOrEqual(
      LATENCY_MS - 5,
    );
  });

  it("makes concurrent calls wait side by side, not one after another", async () => {
    const stripe = sdk(await startSim({ apiLatencyMs: LATENCY_MS }));
    const calls = 8;
    const elapsed = await timed(() =>
      Promise.all(Array.from({ length: calls }, () => stripe.checkout.sessions.create(sessionParams()))),
    );
    expect(elapsed).toBeGreaterThanOrEqual(LATENCY_MS - 5);
    expect(elapsed).toBeLessThan(2 * LATENCY_MS); // in turn would take calls × latency
  });

  it("leaves the pay page and the control API undelayed", async () => {
    const sim = await startSim({ apiLatencyMs: 5_000 });
    expect(await timed(() => control(sim, "/health"))).toBeLessThan(1_000);
    expect(await timed(() => fetch(`${sim.url}/pay/cs_test_unknown`))).toBeLessThan(1_000);
  });

  it("answers at once by default", async () => {
    const stripe = sdk(await startSim());
    await stripe.checkout.sessions.create(sessionParams()); // a first call pays for the SDK's set-up
    expect(await timed(() => stripe.checkout.sessions.create(sessionParams()))).toBeLessThan(LATENCY_MS);
  });

  it("takes a new latency for the requests that arrive after it is set", async () => {
    const sim = await startSim();
    const stripe = sdk(sim);
    await stripe.checkout.sessions.create(sessionParams());
    sim.setApiLatencyMs(LATENCY_MS);
    expect(await timed(() => stripe.checkout.sessions.create(sessionParams()))).toBeGreaterThanOrEqual(
      LATENCY_MS - 5,
    );
    sim.setApiLatencyMs(0);
    expect(await timed(() => stripe.checkout.sessions.create(sessionParams()))).toBeLessThan(LATENCY_MS);
  });

  it("refuses a negative latency", async () => {
    const sim = await startSim();
    await expect(startSim({ apiLatencyMs: -1 })).rejects.toThrow(/apiLatencyMs/);
    expect(() => sim.setApiLatencyMs(Number.NaN)).toThrow(/apiLatencyMs/);
  });
});
