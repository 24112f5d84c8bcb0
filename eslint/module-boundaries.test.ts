import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { assertNoModuleCycle, messages, moduleDependencies } from "./module-boundaries.mjs";

// Planted violations, linted with the project's own configuration (eslint.config.mjs) as if each file
// existed at its path: what `npm run lint` would print for it.
const root = path.resolve(import.meta.dirname, "..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
}, 60_000);

function message(id: keyof typeof messages, data: Record<string, string> = {}): string {
  return messages[id].replace(/\{\{(\w+)\}\}/g, (_, key: string) => data[key] ?? "");
}

/** The boundary rule's messages for `code` at `filePath`, other rules' findings left out. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === "module-boundaries/imports").map((m) => m.message);
}

const allowedFor = (name: string) => (moduleDependencies[name] ?? []).join(", ");
const deepIntoOrders = message("deepImport", { module: "orders" });

describe("module boundaries lint", { timeout: 60_000 }, () => {
  it("refuses a relative import of another module's private file", async () => {
    expect(
      await boundaryErrors("src/modules/checkout/planted.ts", 'export { x } from "../cart/cart-view";\n'),
    ).toEqual([message("deepImport", { module: "cart" })]);
  });

  it("refuses a relative import of another module even through its surface", async () => {
    expect(await boundaryErrors("src/modules/checkout/planted.ts", 'export { x } from "../cart";\n')).toEqual(
      [message("relativeIntoModule", { module: "cart" })],
    );
  });

  it("refuses a dynamic deep import", async () => {
    const code = 'export const load = () => import("@/modules/orders/order-view");\n';
    expect(await boundaryErrors("src/app/planted.ts", code)).toEqual([deepIntoOrders]);
  });

  it("refuses a deep import from scripts/", async () => {
    const code = 'export { toOrderView } from "../src/modules/orders/order-view";\n';
    expect(await boundaryErrors("scripts/planted.ts", code)).toEqual([deepIntoOrders]);
  });

  it("refuses a deep import from an end-to-end test", async () => {
    const code = 'export { localizedPath } from "../../src/modules/i18n/localized-path";\n';
    expect(await boundaryErrors("tests/e2e/planted.spec.ts", code)).toEqual([
      message("deepImport", { module: "i18n" }),
    ]);
  });

  it("treats each admin area as a module: its private files are out of reach of the other areas", async () => {
    const code = 'export { loadAdminOrder } from "@/modules/admin/orders/order-detail.server";\n';
    expect(await boundaryErrors("src/modules/admin/mail/planted.ts", code)).toEqual([
      message("undeclaredModule", { from: "admin/mail", allowed: allowedFor("admin/mail") }),
    ]);
    expect(await boundaryErrors("src/app/planted.ts", code)).toEqual([
      message("deepImport", { module: "admin/orders" }),
    ]);
  });

  it("lets an admin area use another through its surface only where the graph declares it", async () => {
    expect(
      await boundaryErrors(
        "src/modules/admin/orders/planted.ts",
        'export * from "@/modules/admin/audit/server";\n',
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        "src/modules/admin/audit/planted.ts",
        'export * from "@/modules/admin/orders/server";\n',
      ),
    ).toEqual([message("undeclaredModule", { from: "admin/audit", allowed: allowedFor("admin/audit") })]);
  });

  it("refuses a module importing a module it does not declare", async () => {
    expect(
      await boundaryErrors("src/modules/catalog/planted.ts", 'export * from "@/modules/cart";\n'),
    ).toEqual([message("undeclaredModule", { from: "catalog", allowed: allowedFor("catalog") })]);
  });

  it("refuses upward imports: a module into a screen, infrastructure into a module", async () => {
    expect(
      await boundaryErrors(
        "src/modules/cart/planted.ts",
        'export * from "@/screens/product/product-configurator";\n',
      ),
    ).toEqual([message("upwardFromModule")]);
    expect(await boundaryErrors("src/server/planted.ts", 'export * from "@/modules/cart/server";\n')).toEqual(
      [message("upwardFromServer")],
    );
    expect(await boundaryErrors("src/lib/planted.ts", 'export * from "../server/log";\n')).toEqual([
      message("upwardFromPrimitives"),
    ]);
  });

  it("refuses test helpers outside tests, and a tool importing the shop", async () => {
    expect(
      await boundaryErrors("src/modules/cart/planted.ts", 'export * from "@/modules/orders/testing";\n'),
    ).toEqual([message("undeclaredModule", { from: "cart", allowed: allowedFor("cart") })]);
    expect(await boundaryErrors("src/app/planted.ts", 'export * from "@/modules/orders/testing";\n')).toEqual(
      [message("testingOutsideTests")],
    );
    expect(
      await boundaryErrors("tools/stripe-sim/planted.ts", 'export * from "../../src/server/log";\n'),
    ).toEqual([message("toolImportsShop")]);
    expect(
      await boundaryErrors(
        "src/modules/payments/planted.ts",
        'export * from "../../../tools/stripe-sim/server";\n',
      ),
    ).toEqual([message("shopImportsOutside")]);
  });

  it("accepts surfaces, a module's own files, and tests using helpers and simulators", async () => {
    const legal = [
      [
        "src/modules/checkout/planted.ts",
        'export * from "@/modules/cart";\nexport * from "./create-order.server";\n',
      ],
      ["src/modules/checkout/planted.ts", 'export * from "@/modules/cart/components/cart-line";\n'],
      ["src/app/planted.ts", 'export const load = () => import("@/modules/orders/server");\n'],
      [
        "scripts/planted.ts",
        'export * from "../src/modules/orders/server";\nexport * from "../src/server/log";\n',
      ],
      ["tests/e2e/planted.spec.ts", 'export * from "../../src/modules/i18n";\n'],
      [
        "src/modules/cart/planted.test.ts",
        'export * from "@/modules/orders/testing";\nexport * from "@/test/database";\n',
      ],
      ["src/modules/payments/test-planted.ts", 'export * from "../../../tools/stripe-sim/server";\n'],
    ] as const;
    for (const [filePath, code] of legal) expect(await boundaryErrors(filePath, code), filePath).toEqual([]);
  });
});

describe("module dependency declaration", () => {
  it("is free of cycles", () => {
    expect(() => assertNoModuleCycle(moduleDependencies)).not.toThrow();
  });

  it("names the cycle an added edge would close", () => {
    const graph = { ...moduleDependencies, catalog: [...(moduleDependencies.catalog ?? []), "pricing"] };
    expect(() => assertNoModuleCycle(graph)).toThrow(/Module dependency cycle: catalog → pricing → catalog/);
  });
});
