/**
 * The attacks `npm run test:abuse` replays, one per attack the shop has been hardened against. Each returns
 * the outcome of every request it made (all must be answers: 2xx or 4xx) and named checks of what the
 * shop must have done (refused, limited, not changed...). See docs in README "Abuse test".
 */
import { randomBytes } from "node:crypto";
import { networkInterfaces } from "node:os";
import { isAnswer, send, streamedPost, type Outcome } from "./http";
import {
  jpegHeaderBomb,
  paddedPdf,
  paddedPng,
  pdfDecompressionBomb,
  pngHeaderBomb,
  pngPixelBomb,
} from "./payloads";
import { actionId, callAction, callFormAction } from "../lib/server-actions";
import { accountAttacks } from "./attacks-accounts";
import { requestAttacks } from "./attacks-requests";
import { check, contact, customerWithCart, MB, upload, type Attack, type Check } from "./kit";

export type { Attack } from "./kit";

const fieldError = (body: string, field: string) =>
  new RegExp(`"fieldErrors":\\{[^}]*"${field}"`).test(body) ||
  new RegExp(`"${field}":\\s*"[a-zA-Z]+"`).test(body);

export const attacks: Attack[] = [
  {
    name: "PDF decompression bomb (1 MB → 1 GiB content stream), twice at once",
    async run(shop) {
      const bomb = await pdfDecompressionBomb();
      const answers = await Promise.all([1, 2].map(() => upload(shop, bomb, "bomb.pdf")));
      return {
        outcomes: answers.map((a) => a.outcome),
        checks: answers.map((a) =>
          check(
            "refused with a reason",
            a.outcome !== 201 && typeof a.json.error === "string",
            a.body.slice(0, 80),
          ),
        ),
      };
    },
  },
  {
    name: "image bombs: PNG 10,000² of zeros, PNG claiming 60,000², JPEG claiming 65,000²",
    async run(shop) {
      const pixels = await upload(shop, await pngPixelBomb(), "pixels.png");
      const pngHeader = await upload(shop, pngHeaderBomb(), "header.png");
      const jpegHeader = await upload(shop, jpegHeaderBomb(), "header.jpg");
      return {
        outcomes: [pixels.outcome, pngHeader.outcome, jpegHeader.outcome],
        checks: [
          check("60,000² PNG refused", pngHeader.outcome === 400, pngHeader.body.slice(0, 80)),
          check("65,000² JPEG refused", jpegHeader.outcome === 400, jpegHeader.body.slice(0, 80)),
        ],
      };
    },
  },
  {
    name: "50 parallel 20 MB uploads (25 PDFs, 25 PNGs)",
    async run(shop) {
      const pdf = paddedPdf(20 * MB);
      const png = paddedPng(20 * MB);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => upload(shop, i % 2 ? png : pdf, i % 2 ? "big.png" : "big.pdf")),
      );
      const accepted = answers.filter((a) => a.outcome === 201).length;
      return {
        outcomes: answers.map((a) => a.outcome),
        checks: [check("most accepted (the rest told to retry)", accepted >= 25, `${accepted} accepted`)],
      };
    },
  },
  {
    name: "600 MB chunked POST to /api/webhooks/stripe",
    async run(shop) {
      const sent = await streamedPost({ url: `${shop.origin}/api/webhooks/stripe`, bytes: 600 * MB });
      return {
        outcomes: [sent.outcome],
        checks: [
          check("413", sent.outcome === 413),
          check(
            "stopped reading early",
            sent.sentBytes < 64 * MB,
            `${Math.round(sent.sentBytes / MB)} MB sent`,
          ),
        ],
      };
    },
  },
  {
    name: "chunked 8 MB POST to /api/webhooks/cloudprinter (limit 64 KB, no Content-Length)",
    async run(shop) {
      const sent = await streamedPost({ url: `${shop.origin}/api/webhooks/cloudprinter`, bytes: 8 * MB });
      return { outcomes: [sent.outcome], checks: [check("413", sent.outcome === 413)] };
    },
  },
  {
    name: "three 200 MB POSTs to /api/quote at once (declared and chunked)",
    async run(shop) {
      const sent = await Promise.all(
        [true, false, false].map((declareLength) =>
          streamedPost({ url: `${shop.origin}/api/quote`, bytes: 200 * MB, declareLength }),
        ),
      );
      return {
        outcomes: sent.map((s) => s.outcome),
        checks: [
          check(
            "all 413",
            sent.every((s) => s.outcome === 413),
          ),
        ],
      };
    },
  },
  {
    name: "simulators: other interfaces, control APIs without the token",
    async run(shop) {
      const external = Object.values(networkInterfaces())
        .flat()
        .find((nic) => nic && nic.family === "IPv4" && !nic.internal)?.address;
      const stripe = shop.port + 9111;
      const printer = shop.port + 9611;
      const checks: Check[] = [];
      const outcomes: Outcome[] = [];
      for (const port of [stripe, printer]) {
        if (external) {
          const remote = await send(`http://${external}:${port}/_sim/health`);
          checks.push(check(`port ${port} not reachable on ${external}`, remote.outcome === "reset"));
        }
      }
      for (const [url, method] of [
        [`http://127.0.0.1:${stripe}/_sim/sessions`, "GET"],
        [`http://127.0.0.1:${stripe}/_sim/sessions/cs_test_x/pay`, "POST"],
        [`http://127.0.0.1:${printer}/_sim/orders`, "GET"],
        [`http://127.0.0.1:${printer}/_sim/reset`, "POST"],
      ] as const) {
        for (const authorization of [undefined, "Bearer wrong"]) {
          const answer = await send(url, { method, headers: authorization ? { authorization } : {} });
          outcomes.push(answer.outcome);
          checks.push(
            check(
              `${method} ${new URL(url).pathname} ${authorization ? "wrong token" : "no token"} → 401`,
              answer.outcome === 401,
            ),
          );
        }
      }
      const withToken = await send(`http://127.0.0.1:${printer}/_sim/orders`, {
        headers: { authorization: `Bearer ${shop.controlToken}` },
      });
      outcomes.push(withToken.outcome);
      checks.push(check("the right token still works", withToken.outcome === 200));
      return { outcomes, checks };
    },
  },
  {
    name: "checkout: state ZZ, NUL in the name, a script in the e-mail",
    async run(shop, root) {
      const customer = await customerWithCart(shop, root);
      const zz = await customer.placeOrder({ address: { state: "ZZ" } });
      const nul = await customer.placeOrder({ address: { name: "Abuse\u0000Test" } });
      const email = await customer.placeOrder({ contact: { email: 'x"<svg/onload=alert(3)>@example.com' } });
      return {
        outcomes: [...customer.outcomes, zz.status, nul.status, email.status],
        checks: [
          check("state ZZ refused on the state field", fieldError(zz.body, "state"), zz.body.slice(-160)),
          check("NUL refused on the name field", fieldError(nul.body, "name"), nul.body.slice(-160)),
          check(
            "script e-mail refused on the e-mail field",
            fieldError(email.body, "email"),
            email.body.slice(-160),
          ),
        ],
      };
    },
  },
  {
    name: "CloudSignals: NUL bytes; a keyed ItemShipped for an unpaid, never-submitted order",
    async run(shop, root) {
      const key = shop.serverEnv().CLOUDPRINTER_SIM_WEBHOOK_KEY ?? "";
      const customer = await customerWithCart(shop, root);
      const placed = await customer.placeOrder({});
      const number = /"orderNumber":"(PG-[A-Z0-9]+)"/.exec(placed.body)?.[1] ?? "PG-MISSING";
      const signal = (body: object) =>
        send(`${shop.origin}/api/webhooks/cloudprinter`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ apikey: key, datetime: new Date().toISOString(), ...body }),
        });
      const nul = await signal({
        type: "ItemShipped",
        order_reference: "PG-\u0000",
        item_reference: "x\u0000",
      });
      const shipped = await signal({
        type: "ItemShipped",
        order: "12345",
        order_reference: number,
        item_reference: `${number}-0`,
        tracking: "1Z999",
      });
      const tracked = await callFormAction(
        shop.origin,
        "/track-order",
        actionId(root, "trackOrder"),
        { status: "idle" },
        {
          order: number,
          email: contact.email,
        },
      );
      return {
        outcomes: [...customer.outcomes, placed.status, nul.outcome, shipped.outcome, tracked.status],
        checks: [
          check("order placed", number !== "PG-MISSING", placed.body.slice(-120)),
          check("NUL signal refused (400, not retried for ever)", nul.outcome === 400),
          check(
            "the order did not move to shipped",
            /"status":"found"/.test(tracked.body) && !/"status":"shipped"/.test(tracked.body),
            tracked.body.slice(-200),
          ),
        ],
      };
    },
  },
  {
    name: "contact form with NUL bytes",
    async run(shop, root) {
      const answer = await callFormAction(
        shop.origin,
        "/support",
        actionId(root, "sendContactMessage"),
        { status: "idle" },
        {
          name: "Abuse\u0000",
          email: "abuse@example.com",
          subject: "Hello",
          message: "Null \u0000 byte",
        },
      );
      return {
        outcomes: [answer.status],
        checks: [
          check("refused with a field error", /"fieldErrors":\{"/.test(answer.body), answer.body.slice(-200)),
        ],
      };
    },
  },
  {
    name: "a client's x-request-id; an upload named passwdscript.html",
    async run(shop) {
      const sent = `<script>${randomBytes(4).toString("hex")}`;
      const health = await send(`${shop.origin}/api/health`, { headers: { "x-request-id": sent } });
      const named = await upload(shop, paddedPng(0), "passwdscript.html", { "x-request-id": sent });
      const echoed = [health.headers.get("x-request-id"), named.headers.get("x-request-id")];
      return {
        outcomes: [health.outcome, named.outcome],
        checks: [
          check(
            "our own request id, not theirs",
            echoed.every((id) => id && id !== sent && !id.includes("<")),
          ),
          check(
            "display name follows the content",
            named.json.name === "passwdscript.png",
            String(named.json.name),
          ),
        ],
      };
    },
  },
  {
    name: "bad percent-encoding, a foreign Origin on an action, an action body over 1 MB",
    async run(shop, root) {
      const paths = await Promise.all(
        ["/%ff", "/th/%ff", "/api/products/%ff", "/product/%E0%A4%A"].map((p) => send(shop.origin + p)),
      );
      const id = actionId(root, "addToCart");
      const foreign = await callAction(shop.origin, "/product/4", id, [{}], {
        origin: "https://evil.example",
      });
      const big = [{ productId: 4, quantity: 1, options: {}, files: [], padding: "x".repeat(2 * MB) }];
      const declared = await callAction(shop.origin, "/product/4", id, big);
      const chunked = await streamedPost({
        url: `${shop.origin}/th/product/4`,
        bytes: 2 * MB,
        headers: { "next-action": id, "content-type": "text/plain;charset=UTF-8", origin: shop.origin },
      });
      return {
        outcomes: [...paths.map((p) => p.outcome), foreign.status, declared.status, chunked.outcome],
        checks: [
          check(
            "bad paths are 400/404",
            paths.every((p) => p.outcome === 400 || p.outcome === 404),
            paths.map((p) => p.outcome).join(" "),
          ),
          check("foreign Origin → 403", foreign.status === 403, String(foreign.status)),
          check(
            "2 MB action → 413 with a message",
            declared.status === 413 && declared.body.length > 0,
            String(declared.status),
          ),
          check("2 MB chunked action → 413", chunked.outcome === 413, String(chunked.outcome)),
        ],
      };
    },
  },
  {
    name: "headers: CSP with nonces, no HSTS over plain http (even when a client claims https)",
    async run(shop) {
      const page = await send(`${shop.origin}/`, { headers: { "x-forwarded-proto": "https" } });
      const csp = page.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      const directives = ["script-src", "style-src", "img-src", "connect-src", "form-action"];
      return {
        outcomes: [page.outcome],
        checks: [
          check(
            "CSP has a nonce used by the page's scripts",
            Boolean(nonce && page.body.includes(`nonce="${nonce}"`)),
          ),
          check(
            "CSP names every directive",
            directives.every((d) => csp.includes(d)),
            csp,
          ),
          check("no HSTS over http", !page.headers.has("strict-transport-security")),
        ],
      };
    },
  },
  ...requestAttacks,
  ...accountAttacks,
  // Last: it spends this client's upload and quote allowance, which the attacks above still need.
  {
    name: "spoofed X-Forwarded-For: a new address per request (uploads, quotes)",
    async run(shop) {
      const png = paddedPng(0);
      const uploads = [];
      for (let i = 0; i < 12; i++) {
        uploads.push(await upload(shop, png, "tiny.png", { "x-forwarded-for": `203.0.113.${i + 1}` }));
      }
      const quotes: Outcome[] = [];
      const failures: string[] = [];
      for (let i = 0; i < 400; i++) {
        const answer = await send(`${shop.origin}/api/quote`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i % 250}` },
          body: JSON.stringify({
            productId: 4,
            quantity: 1 + i,
            options: { paper: "standard" },
            country: "US",
            shippingLevel: "cp_ground",
          }),
        });
        quotes.push(answer.outcome);
        if (answer.outcome === "reset") failures.push(`quote ${i + 1}: ${answer.body}`);
        if (answer.outcome === 429) break;
      }
      return {
        outcomes: [...uploads.map((u) => u.outcome), ...quotes],
        checks: [
          check(
            "upload limit holds against new addresses",
            uploads.some((u) => u.outcome === 429),
          ),
          check(
            "quote limit holds against new addresses",
            quotes.includes(429),
            `${quotes.length} quotes sent`,
          ),
        ],
      };
    },
  },
];

export { isAnswer };
