/**
 * Attacks on what reaches the server before any page or endpoint runs: methods nobody answers,
 * Server Action bodies Next cannot decode, the image optimizer, control characters in the address
 * and a huge body sent to an ordinary page. Each must get a 4xx carrying the security headers and
 * leave no error line in the log (src/server/http/edge).
 */
import { randomBytes } from "node:crypto";
import { rawSend, send, streamedPost, type Outcome } from "./http";
import { check, logErrorsDuring, MB, signInAsDemoAdmin, type Attack, type Check } from "./kit";
import { actionId } from "../lib/server-actions";

const is4xx = (outcome: Outcome) => typeof outcome === "number" && outcome >= 400 && outcome < 500;
const locked = (headers: Headers) =>
  headers.get("x-frame-options") === "DENY" && headers.get("x-content-type-options") === "nosniff";

export const requestAttacks: Attack[] = [
  {
    name: "#3 TRACE and a made-up method",
    async run(shop) {
      const { result: answers, errors } = await logErrorsDuring(shop, () =>
        Promise.all([
          rawSend(`${shop.origin}/`, "TRACE"),
          rawSend(`${shop.origin}/api/health`, "TRACE"),
          rawSend(`${shop.origin}/th/product/4`, "PROPFIND"),
        ]),
      );
      return {
        outcomes: answers.map((a) => a.outcome),
        checks: [
          check(
            "all 405 with the security headers",
            answers.every((a) => a.outcome === 405 && locked(a.headers)),
            answers.map((a) => a.outcome).join(" "),
          ),
          check("no error in the log", errors.length === 0, errors[0]?.slice(0, 200)),
        ],
      };
    },
  },
  {
    name: '#3 Server Action bodies Next cannot decode: [{{{, a truncated multipart form, ["$@1","$Q2"]',
    async run(shop, root) {
      const id = actionId(root, "addToCart");
      const post = (body: string, type: string) =>
        send(`${shop.origin}/product/4`, {
          method: "POST",
          headers: {
            "next-action": id,
            "content-type": type,
            accept: "text/x-component",
            origin: shop.origin,
          },
          body,
        });
      const boundary = "----abuse";
      const form =
        `--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="_1_name"\r\n\r\nAbuse\r\n--${boundary}--\r\n`;
      const { result: answers, errors } = await logErrorsDuring(shop, () =>
        Promise.all([
          post("[{{{", "text/plain;charset=UTF-8"),
          post(form.slice(0, form.length - 30), `multipart/form-data; boundary=${boundary}`),
          post('["$@1","$Q2"]', "text/plain;charset=UTF-8"),
        ]),
      );
      return {
        outcomes: answers.map((a) => a.outcome),
        checks: [
          check(
            "each refused with a 4xx and the security headers",
            answers.every((a) => is4xx(a.outcome) && locked(a.headers)),
            answers.map((a) => a.outcome).join(" "),
          ),
          check("no error in the log", errors.length === 0, errors[0]?.slice(0, 200)),
        ],
      };
    },
  },
  {
    name: "#3 /_next/image?url= of an SVG",
    async run(shop) {
      const { result: answers, errors } = await logErrorsDuring(shop, () =>
        Promise.all(
          ["%2Fimages%2Fhero.svg", "%2Ffavicon.svg"].map((url) =>
            send(`${shop.origin}/_next/image?url=${url}&w=640&q=75`),
          ),
        ),
      );
      return {
        outcomes: answers.map((a) => a.outcome),
        checks: [
          check(
            "4xx with the security headers",
            answers.every((a) => is4xx(a.outcome) && locked(a.headers)),
            answers.map((a) => a.outcome).join(" "),
          ),
          check("no error in the log", errors.length === 0, errors[0]?.slice(0, 200)),
        ],
      };
    },
  },
  {
    name: "#6 NUL and other control characters in query parameters (admin, public pages, CSV export)",
    async run(shop) {
      const cookie = await signInAsDemoAdmin(shop);
      // A term to look for in the log afterwards: no line may carry what a visitor searched for.
      const term = `abuse${randomBytes(4).toString("hex")}`;
      const admin = [
        `/admin/orders?q=%00${term}`,
        `/th/admin/orders?q=${term}%1B`,
        `/admin/users?q=%00${term}`,
        `/api/admin/orders/export?q=%00${term}`,
        `/api/admin/orders/export?status=paid&q=${term}%7F`,
      ];
      const visitor = [`/track-order?order=%00${term}`, `/?q=%1B${term}`, `/th/product/4?lang=%00${term}`];
      const { result: answers, errors } = await logErrorsDuring(shop, () =>
        Promise.all([
          ...admin.map((url) => send(shop.origin + url, { headers: { cookie } })),
          ...visitor.map((url) => send(shop.origin + url)),
        ]),
      );
      const checks: Check[] = [
        check("signed in as the demo admin", cookie.includes("session"), shop.demoAdmin.email),
        check(
          "refused (400) or answered without them (2xx/3xx), never a 500",
          answers.every((a) => typeof a.outcome === "number" && a.outcome < 500),
          answers.map((a) => a.outcome).join(" "),
        ),
        check("no log line carries the search term", !shop.log().includes(term)),
        check("no error in the log", errors.length === 0, errors[0]?.slice(0, 200)),
      ];
      return { outcomes: answers.map((a) => a.outcome), checks };
    },
  },
  {
    name: "#8 600 MB chunked POST to an ordinary page",
    async run(shop) {
      const started = performance.now();
      const sent = await streamedPost({ url: `${shop.origin}/contact`, bytes: 600 * MB });
      const seconds = (performance.now() - started) / 1000;
      return {
        outcomes: [sent.outcome],
        checks: [
          check("413", sent.outcome === 413, String(sent.outcome)),
          check(
            "stopped reading early",
            sent.sentBytes < 64 * MB,
            `${Math.round(sent.sentBytes / MB)} MB sent`,
          ),
          check("answered within 5 s", seconds < 5, `${seconds.toFixed(1)} s`),
        ],
      };
    },
  },
];
