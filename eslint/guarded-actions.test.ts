import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/*
 * The lint rule of eslint/guarded-actions.mjs, run through the project's own ESLint configuration on
 * planted "use server" files: an action written by hand fails with the message saying how to fix it.
 */

const eslint = new ESLint({ cwd: new URL("..", import.meta.url).pathname });

async function messagesFor(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: "src/modules/admin/actions.ts" });
  return result!.messages
    .filter((message) => message.ruleId === "printgo-actions/guarded-exports")
    .map((message) => message.message);
}

const BUILT = `"use server";
import { z } from "zod";
import { staff } from "@/modules/accounts/server";
import { defineAction } from "@/server/actions";

export type Result = { ok: true };
export const ping = defineAction(
  { access: staff, input: z.object({}), failed: "ping failed" },
  async (): Promise<Result> => ({ ok: true }),
);
`;

// The first run builds the typed lint program for the whole project: slow on a busy machine.
describe("guarded server actions (lint)", { timeout: 120_000 }, () => {
  it("accepts actions built with defineAction and exported types", async () => {
    expect(await messagesFor(BUILT)).toEqual([]);
  });

  it("refuses an action written as an async function, saying how to write it", async () => {
    const messages = await messagesFor(
      `${BUILT}\nexport async function unguarded(input: unknown) {\n  return { ok: true, input };\n}\n`,
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('"unguarded" is a server action not built with the guarded builder');
    expect(messages[0]).toContain("export const name = defineAction({ access, input, failed }");
  });

  it("refuses a value not made by the builder and a re-export", async () => {
    const messages = await messagesFor(
      `${BUILT}\nconst helper = async () => 1;\nexport const wrapped = helper;\nexport { helper };\n`,
    );
    expect(messages.map((message) => message.split('"')[1])).toEqual(["wrapped", "helper"]);
  });

  it('leaves files without "use server" alone', async () => {
    expect(await messagesFor(`export async function helper() {\n  return 1;\n}\n`)).toEqual([]);
  });
});
