import { Agent, request } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { rawRequest, startEdge, streamPost } from "./edge-test-server";

let running: Awaited<ReturnType<typeof startEdge>> | undefined;
afterEach(() => running?.close());

async function start(...args: Parameters<typeof startEdge>): Promise<string> {
  running = await startEdge(...args);
  return running.base;
}

/**
 * One connection, kept alive, as nginx keeps its connections to the app: `send` answers the status; a
 * body given in two parts sends the second 100 ms after the first.
 */
function oneKeptAliveConnection(base: string) {
  const { hostname, port } = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const sockets = new Set<unknown>();
  const send = (method: string, path: string, body: string[] = []) =>
    new Promise<number>((resolve, reject) => {
      const req = request({ host: hostname, port, method, path, agent }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode!));
      });
      req.on("socket", (socket) => sockets.add(socket));
      req.on("error", reject);
      if (body.length === 0) return void req.end();
      req.setHeader("content-length", String(body.join("").length));
      req.write(body[0]);
      setTimeout(() => req.end(body[1]), body.length > 1 ? 100 : 0);
    });
  return { send, sockets, close: () => agent.destroy() };
}

describe("the custom server's edge", () => {
  it("takes the client from X-Forwarded-For when the peer is a trusted proxy", async () => {
    const base = await start("loopback");
    const response = await rawRequest(base, "/", { headers: { "x-forwarded-for": "6.6.6.6, 198.51.100.7" } });
    expect(JSON.parse(response.body).client).toBe("198.51.100.7");
  });

  it("drops forwarded headers sent by a peer it does not trust", async () => {
    const base = await start();
    const response = await rawRequest(base, "/", {
      headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
    });
    const seen = JSON.parse(response.body).headers;
    expect(seen["x-forwarded-host"]).toBeUndefined();
    expect(seen["x-forwarded-proto"]).toBeUndefined();
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("passes a client's x-request-id on only as a cleaned, short label", async () => {
    const base = await start();
    const response = await rawRequest(base, "/", {
      headers: { "x-request-id": `forged "id"${"x".repeat(100)}` },
    });
    const seen = JSON.parse(response.body).headers;
    expect(seen["x-request-id"]).toBeUndefined();
    expect(seen["x-printgo-client-request-id"]).toBe(`forgedid${"x".repeat(56)}`);
  });

  it("sends HSTS when a trusted proxy says the browser came over https", async () => {
    const base = await start("1");
    const response = await rawRequest(base, "/", { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
    await running!.close();
    const behindTls = await start("", true);
    const direct = await rawRequest(behindTls, "/api/health");
    expect(direct.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
  });

  it("answers a path with a broken %-escape with 400, in JSON for the API and Thai under /th", async () => {
    const base = await start();
    const page = await rawRequest(base, "/%ff");
    expect(page.status).toBe(400);
    expect(page.headers["content-type"]).toContain("text/html");
    const api = await rawRequest(base, "/api/products/%ff");
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body).error).toBe("bad_path");
    const thai = await rawRequest(base, "/th/product/%E0%A4");
    expect(thai.status).toBe(400);
    expect(thai.body).toContain("ที่อยู่นี้ไม่ถูกต้อง");
  });

  it("refuses a Server Action from a foreign Origin with 403", async () => {
    const base = await start();
    const response = await rawRequest(base, "/contact", {
      method: "POST",
      headers: { "next-action": "abc", origin: "https://evil.example", "content-type": "text/plain" },
      chunks: [Buffer.from("[]")],
    });
    expect(response.status).toBe(403);
    expect(response.body).toContain("another website");
  });

  it("treats a form posted before the page hydrated as a Server Action, but leaves the API alone", async () => {
    const base = await start();
    const foreign = { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" };
    const form = await rawRequest(base, "/th/support", {
      method: "POST",
      headers: foreign,
      chunks: [Buffer.from("a=1")],
    });
    expect(form.status).toBe(403);
    expect(form.headers["content-type"]).toContain("text/html");
    expect(form.body).toContain('lang="th"');
    const api = await rawRequest(base, "/api/uploads", {
      method: "POST",
      headers: foreign,
      chunks: [Buffer.from("a=1")],
    });
    expect(api.status).toBe(200);
  });

  it("refuses a Server Action body over 1 MB with 413, declared or chunked", async () => {
    const base = await start();
    const big = Buffer.alloc(1024 * 1024 + 1, "a");
    const action = { "next-action": "abc", "content-type": "text/plain" };
    const declared = await rawRequest(base, "/th/contact", {
      method: "POST",
      headers: { ...action, "content-length": String(big.length) },
      chunks: [big],
    });
    expect(declared.status).toBe(413);
    expect(declared.body).toContain("1 MB");
    const chunked = await rawRequest(base, "/contact", {
      method: "POST",
      headers: action,
      chunks: [big.subarray(0, 600_000), big.subarray(600_000)],
    });
    expect(chunked.status).toBe(413);
  });

  it("refuses any page body over 1 MB early, not only a Server Action's: 600 MB to a page is not read", async () => {
    const base = await start();
    const started = performance.now();
    const sent = await streamPost(base, "/th/product/4", 600 * 1024 * 1024, {
      headers: { "content-type": "application/json" },
    });
    expect(sent.status).toBe(413);
    expect(sent.sentBytes).toBeLessThan(32 * 1024 * 1024);
    expect(performance.now() - started).toBeLessThan(5_000);
    const declared = await rawRequest(base, "/", {
      method: "PUT",
      headers: { "content-length": String(2 * 1024 * 1024), "content-type": "application/octet-stream" },
      chunks: [Buffer.alloc(2 * 1024 * 1024)],
    });
    expect(declared.status).toBe(413);
  });

  it("stops reading a body the route left unread once it has answered", async () => {
    const base = await start();
    const started = performance.now();
    const sent = await streamPost(base, "/api/health", 600 * 1024 * 1024, { ignoreAnswer: true });
    expect(sent.status).toBe(405);
    // Cut about two seconds after the answer (Node alone would read on for as long as it is sent).
    expect(performance.now() - started).toBeLessThan(4_500);
    expect(sent.sentBytes).toBeLessThan(64 * 1024 * 1024);
  });

  it("keeps a connection whose short unread body ended after the answer, for the client's next request", async () => {
    const connection = oneKeptAliveConnection(await start());
    // The rest of the body arrives after the route has answered without reading it.
    expect(await connection.send("POST", "/api/health", ["{", `"padding":"${"x".repeat(20_000)}"}`])).toBe(
      405,
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    const started = performance.now();
    expect(await connection.send("GET", "/")).toBe(200);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(connection.sockets.size).toBe(1);
    connection.close();
  });

  it("never cuts a connection that went on to other requests once its unread body had ended", async () => {
    // The stand-in's rate limit holds the next answer across the moment the first body's cut was due.
    const base = await start("", false, async () => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      return true;
    });
    const connection = oneKeptAliveConnection(base);
    expect(await connection.send("POST", "/api/health", ["{}"])).toBe(405);
    expect(await connection.send("GET", "/")).toBe(200);
    expect(connection.sockets.size).toBe(1);
    connection.close();
  });

  it("answers a route that dropped its request stream, and cuts the connection of its unread body", async () => {
    const base = await start();
    const sent = await streamPost(base, "/api/dropped", 8 * 1024 * 1024, { ignoreAnswer: true });
    expect(sent.status).toBe(400);
    expect(sent.sentBytes).toBeLessThan(8 * 1024 * 1024);
  });

  it("answers TRACE and made-up methods with 405 and every security header", async () => {
    const base = await start();
    for (const [method, path] of [
      ["TRACE", "/"],
      ["TRACE", "/api/health"],
      ["PROPFIND", "/th"],
    ]) {
      const response = await rawRequest(base, path!, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.allow).toContain("GET");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(response.headers["referrer-policy"]).toBeDefined();
    }
  });

  it("refuses an SVG sent to the image optimizer with 400 and the security headers", async () => {
    const base = await start();
    for (const url of ["%2Fimages%2Fhero.svg", "/favicon.SVG?v=1", "https%3A%2F%2Fevil.example%2Fx.svg"]) {
      const response = await rawRequest(base, `/_next/image?url=${url}&w=640&q=75`);
      expect(response.status, url).toBe(400);
      expect(response.headers["x-frame-options"]).toBe("DENY");
    }
    expect((await rawRequest(base, "/_next/image?url=%2Fimages%2Fphoto.png&w=640&q=75")).status).toBe(200);
  });

  it("refuses control characters in the path or any query parameter with 400, and lets escaped text through", async () => {
    const base = await start();
    for (const path of [
      "/admin/orders?q=%00",
      "/th/admin/users?q=ab%1Bc",
      "/search?%7F=1",
      "/product/a%00b",
      "/track-order?order=PG-1&email=a%C2%85@example.com",
    ]) {
      const response = await rawRequest(base, path);
      expect(response.status, path).toBe(400);
      expect(response.body).not.toContain("%00");
    }
    const csv = await rawRequest(base, "/api/admin/orders/export?status=paid&q=%00");
    expect(csv.status).toBe(400);
    expect(JSON.parse(csv.body).error).toBe("control_characters");
    const thai = await rawRequest(base, "/th/admin/orders?q=%09");
    expect(thai.body).toContain("อักขระควบคุม");
    for (const path of ["/admin/orders?q=%2500", "/admin/orders?q=caf%C3%A9+au+lait", "/?q=%zz"]) {
      expect((await rawRequest(base, path)).status, path).toBe(200);
    }
  });

  it("refuses a Server Action body Next could not decode with 400 before Next sees it", async () => {
    const base = await start();
    const action = { "next-action": "abc", origin: base };
    const post = (headers: Record<string, string>, body: string) =>
      rawRequest(base, "/cart", {
        method: "POST",
        headers: { ...action, ...headers },
        chunks: [Buffer.from(body)],
      });
    const text = { "content-type": "text/plain;charset=UTF-8" };
    const multipart = { "content-type": "multipart/form-data; boundary=b" };
    const form = (fields: Record<string, string>, end = "--b--\r\n") =>
      Object.entries(fields)
        .map(([name, value]) => `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join("") + end;

    for (const [headers, body] of [
      [text, "[{{{"],
      [text, '["$@1","$Q2"]'],
      [text, '[{"quantity":"$5:x"}]'],
      [multipart, form({ "0": '["$K1"]', _1_name: "Ann" }).slice(0, -20)],
      [multipart, form({ "0": '["$@1"]' })],
      [multipart, form({ _1_name: "Ann" })],
      [multipart, form({ "0": "[{{{" })],
    ] as const) {
      const response = await post(headers, body);
      expect(response.status, body).toBe(400);
      expect(response.body).toContain("could not be read");
    }

    for (const [headers, body] of [
      [
        text,
        '[{"productId":4,"price":"$$5","when":"$D2026-01-01T00:00:00.000Z","n":"$n12","u":"$undefined"}]',
      ],
      [multipart, form({ "0": '[{"status":"idle"},"$K1"]', _1_name: "Ann", _1_email: "a@example.com" })],
      [multipart, form({ "0": '["$Q1"]', "1": '[["a",1]]' })],
    ] as const) {
      expect((await post(headers, body)).status, body).toBe(200);
    }
    // A form posted before the page hydrated (no Next-Action header) only has to be a readable form.
    const early = await rawRequest(base, "/support", {
      method: "POST",
      headers: { ...multipart, origin: base },
      chunks: [Buffer.from(form({ name: "Ann" }).slice(0, -10))],
    });
    expect(early.status).toBe(400);
  });

  it("hands a chunked Server Action body under the limit to the app whole", async () => {
    const base = await start();
    const response = await rawRequest(base, "/contact", {
      method: "POST",
      headers: { "next-action": "abc", origin: base, "content-type": "text/plain" },
      chunks: [Buffer.from(`["${"a".repeat(300_000)}`), Buffer.from(`${"b".repeat(300_000)}"]`)],
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body).bodyBytes).toBe(600_004);
  });
});
