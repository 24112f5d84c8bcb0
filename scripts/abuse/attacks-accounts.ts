/**
 * Attacks on what a visitor or a signed-in admin may do: a quantity past a 32-bit integer, another
 * visitor's upload, Better Auth's own admin endpoints (the shop has its own admin, which logs and
 * checks; these must not exist), and telling registered e-mail addresses apart at sign-up.
 */
import { randomBytes } from "node:crypto";
import { send } from "./http";
import { paddedPng } from "./payloads";
import { check, customerWithCart, logErrorsDuring, signInAsDemoAdmin, upload, type Attack } from "./kit";
import { actionId, callAction } from "../lib/server-actions";
import type { Shop } from "./shop";

/** What a result says, without the values: `{"ok":false,"error":"..."}` → ["error","ok"]. */
function shape(body: string): string {
  try {
    const keys = (value: unknown): unknown =>
      value && typeof value === "object" && !Array.isArray(value)
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, keys((value as Record<string, unknown>)[key])]),
          )
        : typeof value;
    return JSON.stringify(keys(JSON.parse(body)));
  } catch {
    return `not JSON: ${body.slice(0, 60)}`;
  }
}

const refusedResult = (status: number, body: string) =>
  (status >= 400 && status < 500) || /"ok":false/.test(body);

async function session(shop: Shop, cookie: string) {
  const answer = await send(`${shop.origin}/api/auth/get-session`, { headers: { cookie } });
  return answer.body;
}

export const accountAttacks: Attack[] = [
  {
    name: "changeCartQuantity with quantity 2147483648",
    async run(shop, root) {
      const customer = await customerWithCart(shop, root);
      const { result: changed, errors } = await logErrorsDuring(shop, () =>
        callAction(
          shop.origin,
          "/product/4",
          actionId(root, "changeCartQuantity"),
          [{ lineId: customer.lineId, quantity: 2147483648 }],
          { cookie: customer.cookie },
        ),
      );
      return {
        outcomes: [...customer.outcomes, changed.status],
        checks: [
          check("a line in the cart", Boolean(customer.lineId)),
          check(
            "refused (4xx or a translated error result)",
            refusedResult(changed.status, changed.body),
            `${changed.status} ${changed.body.slice(-160)}`,
          ),
          check("no error in the log", errors.length === 0, errors[0]?.slice(0, 200)),
        ],
      };
    },
  },
  {
    name: "addToCart with another visitor's uploadId",
    async run(shop, root) {
      const visitorA = await upload(shop, paddedPng(0), "mine.png");
      const visitorB = await customerWithCart(shop, root);
      const stolen = await callAction(
        shop.origin,
        "/product/4",
        actionId(root, "addToCart"),
        [
          {
            productId: 4,
            quantity: 1,
            options: { paper: "standard" },
            files: [{ areaId: "front", uploadId: visitorA.json.fileId }],
          },
        ],
        { cookie: visitorB.cookie },
      );
      return {
        outcomes: [visitorA.outcome, ...visitorB.outcomes, stolen.status],
        checks: [
          check("visitor A's upload accepted", visitorA.outcome === 201, visitorA.body.slice(0, 80)),
          check(
            "visitor B cannot put it in a cart",
            refusedResult(stolen.status, stolen.body),
            `${stolen.status} ${stolen.body.slice(-160)}`,
          ),
        ],
      };
    },
  },
  {
    name: "Better Auth's admin endpoints as the signed-in demo admin (set-role, create-user, set-user-password)",
    async run(shop) {
      const cookie = await signInAsDemoAdmin(shop);
      const before = await session(shop, cookie);
      const adminId = /"user":\{[^}]*"id":"([^"]+)"/.exec(before)?.[1] ?? "";
      const createdEmail = `abuse-${randomBytes(4).toString("hex")}@example.com`;
      const post = (path: string, body: object) =>
        send(`${shop.origin}/api/auth/admin/${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: shop.origin, cookie },
          body: JSON.stringify(body),
        });
      const answers = [
        await post("set-role", { userId: adminId, role: "user" }),
        await post("create-user", {
          email: createdEmail,
          password: "Abuse-Passw0rd-2026",
          name: "Abuse",
          role: "admin",
        }),
        await post("set-user-password", { userId: adminId, newPassword: "Abuse-Passw0rd-2026" }),
      ];
      const after = await session(shop, cookie);
      const createdSignIn = await send(`${shop.origin}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: shop.origin },
        body: JSON.stringify({ email: createdEmail, password: "Abuse-Passw0rd-2026" }),
      });
      const ownPassword = await signInAsDemoAdmin(shop);
      return {
        outcomes: [...answers.map((a) => a.outcome), createdSignIn.outcome],
        checks: [
          check("signed in as the demo admin", adminId !== "", before.slice(0, 120)),
          check(
            "all 404",
            answers.every((a) => a.outcome === 404),
            answers.map((a) => a.outcome).join(" "),
          ),
          check("still an admin", /"role":"admin"/.test(after), after.slice(0, 160)),
          check("no account was created", createdSignIn.outcome !== 200, String(createdSignIn.outcome)),
          check("the password did not change", ownPassword.includes("session")),
        ],
      };
    },
  },
  {
    name: "sign-up with a registered e-mail and a new one answers alike",
    async run(shop) {
      const signUp = (email: string) =>
        send(`${shop.origin}/api/auth/sign-up/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: shop.origin },
          body: JSON.stringify({ email, password: "Abuse-Passw0rd-2026", name: "Abuse Test" }),
        });
      const taken = await signUp(shop.demoAdmin.email);
      const fresh = await signUp(`abuse-${randomBytes(4).toString("hex")}@example.com`);
      return {
        outcomes: [taken.outcome, fresh.outcome],
        checks: [
          check("same status", taken.outcome === fresh.outcome, `${taken.outcome} vs ${fresh.outcome}`),
          check(
            "same body shape",
            shape(taken.body) === shape(fresh.body),
            `${shape(taken.body)} vs ${shape(fresh.body)}`,
          ),
        ],
      };
    },
  },
];
