import { mkdtempSync } from "node:fs";
import net from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startFulfilmentStandIn } from "./fulfilment-stand-in";
import { startPaymentsStandIn } from "./payments-stand-in";

const TOKEN = "stand-in-control-token-for-tests";

// An address of this machine that another machine could reach, if it has one.
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

type StandIn = { close: () => Promise<void> } | undefined;
const running: StandIn[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((standIn) => standIn?.close()));
  vi.unstubAllEnvs();
});

/** Starts both simulators as `npm start` does, on free ports; answers their ports. */
async function startBoth() {
  const stripePort = await freePort();
  const printPort = await freePort();
  vi.stubEnv("STRIPE_SIM_PORT", String(stripePort));
  vi.stubEnv("CLOUDPRINTER_SIM_PORT", String(printPort));
  vi.stubEnv("SIMULATOR_CONTROL_TOKEN", TOKEN);
  vi.spyOn(console, "log").mockImplementation(() => {});
  const config = { PORT: 3999, APP_URL: "http://localhost:3999" };
  running.push(await startPaymentsStandIn(config));
  const dataDir = mkdtempSync(path.join(tmpdir(), "stand-ins-"));
  running.push(await startFulfilmentStandIn({ ...config, DATA_DIR: dataDir }));
  return { stripePort, printPort };
}

describe("the simulators npm start runs", () => {
  it.skipIf(!outsideAddress)("listen on this machine only", async () => {
    const { stripePort, printPort } = await startBoth();
    expect(await connects("127.0.0.1", stripePort)).toBe(true);
    expect(await connects("127.0.0.1", printPort)).toBe(true);
    expect(await connects(outsideAddress!, stripePort)).toBe(false);
    expect(await connects(outsideAddress!, printPort)).toBe(false);
  });

  it("open their control APIs only with SIMULATOR_CONTROL_TOKEN", async () => {
    const { stripePort, printPort } = await startBoth();
    for (const port of [stripePort, printPort]) {
      const health = `http://127.0.0.1:${port}/_sim/health`;
      expect((await fetch(health)).status).toBe(401);
      expect((await fetch(health, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    }
  });
});
