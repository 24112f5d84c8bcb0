import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { schemaFileOf, tableOwners } from "./table-owners.mjs";

const root = path.resolve(import.meta.dirname, "..");
const schemaFolder = path.join(root, "src/server/db/schema");
const RULE = "@typescript-eslint/no-restricted-imports";

/** Each schema file's tables, by the owner the file is named for: `{ cart: { carts: "carts", … } }`. */
async function tablesInSchemaFiles(): Promise<Record<string, Record<string, string>>> {
  const files = readdirSync(schemaFolder).filter((file) => file.endsWith(".ts") && file !== "index.ts");
  const entries = await Promise.all(
    files.map(async (file) => {
      const exports: Record<string, unknown> = await import(path.join(schemaFolder, file));
      const tables = Object.entries(exports).filter(([, value]) => is(value, PgTable));
      return [
        file.replace(/\.ts$/, ""),
        Object.fromEntries(tables.map(([name, table]) => [name, getTableName(table as PgTable)])),
      ] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The owner whose schema file is `file` (a name without .ts). */
function ownerOfFile(file: string): string {
  return Object.keys(tableOwners).find((owner) => schemaFileOf(owner) === file) ?? file;
}

/** The rows of the "Who owns which table" table in docs/architecture.md: owner, schema file, SQL tables. */
function documentedOwners(): string[][] {
  const docs = readFileSync(path.join(root, "docs/architecture.md"), "utf8");
  const section = docs.split("<!-- table-owners:start -->")[1]?.split("<!-- table-owners:end -->")[0] ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .slice(2)
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.replaceAll("`", "").trim()),
    );
}

async function lint(code: string, file: string) {
  const [result] = await new ESLint({ cwd: root }).lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE);
}

describe("table ownership", () => {
  let schemaTables: Record<string, Record<string, string>>;
  beforeAll(async () => {
    schemaTables = await tablesInSchemaFiles();
  });

  it("names every table's owner in eslint/table-owners.mjs, and each owner's tables live in its schema file", () => {
    const declared = Object.fromEntries(
      Object.entries(tableOwners).map(([owner, { tables }]) => [owner, [...tables].sort()]),
    );
    const found = Object.fromEntries(
      Object.entries(schemaTables).map(([file, tables]) => [ownerOfFile(file), Object.keys(tables).sort()]),
    );
    expect(found).toEqual(declared);
  });

  it("documents the same owners in docs/architecture.md as eslint/table-owners.mjs declares", () => {
    const expected = Object.entries(tableOwners).map(([owner, { tables, files }]) => [
      files ? `${owner} (${files[0]?.replace(/\/\*\*$/, "").replace(/\.ts$/, "")})` : owner,
      `src/server/db/schema/${schemaFileOf(owner)}.ts`,
      tables.map((table) => schemaTables[schemaFileOf(owner)]?.[table]).join(", "),
    ]);
    // On failure, write these rows into the table between the table-owners markers.
    expect(documentedOwners()).toEqual(expected);
  });

  it("refuses a module importing another owner's tables, naming the owner's server API and the docs", async () => {
    const messages = await lint(
      'import { orders } from "@/server/db/schema/orders";\nexport const table = orders;\n',
      "src/modules/checkout/x.ts",
    );
    expect(messages.map((message) => message.message)).toEqual([
      expect.stringContaining(
        `Module "checkout" may not import "orders"'s tables: each table has one owner, and everyone else goes through the owner's server API (@/modules/orders/server)`,
      ),
    ]);
    expect(messages[0]?.message).toContain("docs/architecture.md#who-owns-which-table");
  }, 120_000);

  it("refuses the schema barrel outside the composition root, src/server/db and src/test", async () => {
    const messages = await lint(
      'import { products } from "@/server/db/schema";\nexport const table = products;\n',
      "src/modules/catalog/x.ts",
    );
    expect(messages.map((message) => message.message)).toEqual([
      expect.stringContaining("The schema barrel is for the composition root"),
    ]);
  }, 120_000);

  it("refuses infrastructure importing another owner's tables", async () => {
    const messages = await lint(
      'import { orders } from "@/server/db/schema/orders";\nexport const table = orders;\n',
      "src/server/jobs/x.ts",
    );
    expect(messages.map((message) => message.message)).toEqual([
      expect.stringContaining(`Infrastructure "jobs" may not import "orders"'s tables`),
    ]);
  }, 120_000);

  it("lets a module import its own tables, any owner's types, and a test arrange any owner's tables", async () => {
    await expect(
      lint(
        'import { products } from "@/server/db/schema/catalog";\nexport const table = products;\n',
        "src/modules/catalog/x.ts",
      ),
    ).resolves.toEqual([]);
    await expect(
      lint(
        'import type { LocalizedText } from "@/server/db/schema/catalog";\nexport type Name = LocalizedText;\n',
        "src/modules/reviews/x.ts",
      ),
    ).resolves.toEqual([]);
    await expect(
      lint(
        'import { orders } from "@/server/db/schema/orders";\nexport const table = orders;\n',
        "src/modules/checkout/x.test.ts",
      ),
    ).resolves.toEqual([]);
  }, 120_000);
});
