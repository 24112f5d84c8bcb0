import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../../../messages/en.json";
import th from "../../../../messages/th.json";

/*
 * The audit log names each action in the reader's language. Every action the code records
 * (`recordAudit(…, { action: "<target>.<verb>" })`) needs its name in both message files, so a new
 * admin action never shows staff a raw key.
 */

const root = path.resolve(import.meta.dirname, "../..");

function recordedActions(): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(root, { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const source = readFileSync(path.join(root, file), "utf8");
    if (!source.includes("recordAudit(")) continue;
    // `action: "order.cancel"`, or a choice on one line: `action: grant ? "user.grant-admin" : "…"`.
    for (const [, expression] of source.matchAll(/\baction: ([^,\n]+)/g)) {
      for (const [, action] of expression!.matchAll(/"([a-z-]+\.[a-z-]+)"/g)) found.add(action!);
    }
  }
  return [...found].sort();
}

function named(messages: typeof en, action: string): unknown {
  const [target, verb] = action.split(".") as [string, string];
  const actions = messages.admin.audit.actions as Record<string, Record<string, string> | undefined>;
  return actions[target]?.[verb];
}

describe("audit log action names", () => {
  const actions = recordedActions();

  it("finds the actions the code records", () => {
    expect(actions).toEqual(expect.arrayContaining(["order.cancel", "product.update", "user.grant-admin"]));
  });

  it.each(actions)("names %s in English and Thai", (action) => {
    expect(named(en, action), "en").toEqual(expect.any(String));
    expect(named(th as typeof en, action), "th").toEqual(expect.any(String));
  });
});
