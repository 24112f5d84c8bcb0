/**
 * Calling the shop's server actions from a script as the browser does: a POST to the page with the
 * action's id in `Next-Action` and the arguments as JSON. Used by the benchmark and the abuse test.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/** The id Next.js gave a server action in this build (what the browser puts in `Next-Action`). */
export function actionId(root: string, name: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(root, ".next/server/server-reference-manifest.json"), "utf8"),
  ) as { node: Record<string, { exportedName?: string }> };
  const entry = Object.entries(manifest.node).find(([, action]) => action.exportedName === name);
  if (!entry) throw new Error(`server action ${name} not found in the build`);
  return entry[0];
}

export type ActionAnswer = { status: number; body: string; cookie?: string; ms: number };

/** POSTs one action call; `headers` can add or override anything (an Origin, a cookie, a length). */
export async function callAction(
  origin: string,
  page: string,
  id: string,
  args: unknown[],
  headers: Record<string, string> = {},
): Promise<ActionAnswer> {
  const t0 = performance.now();
  const response = await fetch(origin + page, {
    method: "POST",
    headers: {
      "next-action": id,
      "content-type": "text/plain;charset=UTF-8",
      accept: "text/x-component",
      origin,
      ...headers,
    },
    body: JSON.stringify(args),
    redirect: "manual",
  });
  const body = await response.text();
  return {
    status: response.status,
    body,
    cookie: response.headers.get("set-cookie")?.split(";")[0],
    ms: performance.now() - t0,
  };
}

/**
 * Calls a form action (`(previousState, formData)`, as `useActionState` forms submit) with React's
 * reply encoding: the arguments as JSON in field "0", the form's fields prefixed "_1_" and referred
 * to as "$K1".
 */
export async function callFormAction(
  origin: string,
  page: string,
  id: string,
  previousState: unknown,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<ActionAnswer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(`_1_${name}`, value);
  body.set("0", JSON.stringify([previousState, "$K1"]));
  const t0 = performance.now();
  const response = await fetch(origin + page, {
    method: "POST",
    headers: { "next-action": id, accept: "text/x-component", origin, ...headers },
    body,
    redirect: "manual",
  });
  return { status: response.status, body: await response.text(), ms: performance.now() - t0 };
}
