import { createServer, request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { clientAddressFrom } from "../client-address";
import { parseTrustedProxies } from "../trusted-proxies";
import { createEdgeHandler } from "./edge-handler";

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const v of [value ?? []].flat()) headers.append(name, v);
  }
  return headers;
}

/**
 * The edge in front of a stand-in for Next (which is not our code): the stand-in keys `rateLimit` by
 * clientAddressFrom(), as the app's server actions do, and echoes what it received. Like the real
 * GET-only /api/health, its /api/health answers without reading a body.
 */
export async function startEdge(
  trustedProxies = "",
  publicHttps = false,
  rateLimit: (client: string) => Promise<boolean> = async () => true,
): Promise<{ base: string; close: () => Promise<void> }> {
  const edge = createEdgeHandler({
    trust: parseTrustedProxies(trustedProxies),
    publicHttps,
    handle: async (req, res) => {
      if (req.url === "/api/health") return void res.writeHead(405).end();
      // A route whose library drops the request stream as undici's helper does: socket cleared, destroyed.
      if (req.url === "/api/dropped") {
        (req as { socket: unknown }).socket = null;
        req.destroy();
        return void res.writeHead(400).end();
      }
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const client = clientAddressFrom(toHeaders(req));
      const allowed = await rateLimit(client);
      res.writeHead(allowed ? 200 : 429, { "content-type": "application/json" });
      res.end(JSON.stringify({ client, bodyBytes: Buffer.concat(chunks).length, headers: req.headers }));
    },
  });
  const server = createServer((req, res) => void edge(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A raw request, so the path is sent exactly as written (fetch would normalise it). */
export function rawRequest(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; chunks?: Buffer[] } = {},
): Promise<{ status: number; headers: IncomingMessage["headers"]; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    const req = httpRequest(
      { host: url.hostname, port: url.port, path, method: options.method ?? "GET", headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on("error", reject);
    for (const chunk of options.chunks ?? []) req.write(chunk);
    req.end();
  });
}

/**
 * POSTs up to `bytes` in chunks and stops the moment the server answers, as a real client would (or,
 * `ignoreAnswer`, as an attacker would: only when the server closes the connection). The status (or
 * "closed") and how many bytes the server let it send by then.
 */
export function streamPost(
  base: string,
  path: string,
  bytes: number,
  options: { headers?: Record<string, string>; ignoreAnswer?: boolean } = {},
): Promise<{ status: number | "closed"; sentBytes: number }> {
  const filler = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve) => {
    let sentBytes = 0;
    let settled = false;
    const finish = (status: number | "closed") => {
      if (settled) return;
      settled = true;
      req.destroy();
      resolve({ status, sentBytes });
    };
    const url = new URL(base);
    const req = httpRequest({
      host: url.hostname,
      port: url.port,
      path,
      method: "POST",
      headers: { "transfer-encoding": "chunked", ...options.headers },
    });
    let status: number | "closed" = "closed";
    req.on("response", (res) => {
      res.resume();
      status = res.statusCode!;
      if (!options.ignoreAnswer) finish(status);
    });
    req.on("error", () => finish(status));
    // The request "closes" when its answer has ended; the connection is what an attacker writes to.
    req.on("socket", (socket) => socket.once("close", () => finish(status)));
    const pump = () => {
      while (!settled && sentBytes < bytes) {
        sentBytes += filler.length;
        if (!req.write(filler)) return void req.once("drain", pump);
      }
      if (!settled) req.end();
    };
    pump();
  });
}
