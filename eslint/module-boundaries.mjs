/**
 * The layering rules of docs/architecture.md, enforced by `npm run lint`:
 *
 *   src/app → src/screens → src/modules/<name> → src/server → src/lib, src/components/ui
 *   (src/composition wires modules into the server's runners; only start-up code imports it)
 *
 * - From outside a module, only its public surface may be imported: `@/modules/<name>` (index.ts, safe
 *   in client and server code), `/server` (server-only services), `/actions` (server actions),
 *   `/components/<file>` and, in tests, `/testing`.
 * - A module imports only the modules listed for it below. The list is checked for cycles when ESLint
 *   loads this file, so adding an edge that closes a cycle fails every lint run with the cycle named.
 * - Tests may import any module's public surface, a route or the composition root: nothing imports a
 *   test, so a test can't close a cycle.
 */

/** Which modules each module may import. Keep it a DAG; lower modules first. */
export const moduleDependencies = {
  i18n: [],
  newsletter: [],
  accounts: ["i18n"],
  support: ["i18n"],
  money: ["i18n"],
  catalog: ["i18n", "money"],
  uploads: ["catalog"],
  orders: ["accounts", "i18n", "money", "support"],
  payments: ["i18n", "orders"],
  fulfilment: ["catalog", "money", "orders", "payments", "support", "uploads"],
  shipping: ["fulfilment", "i18n", "money"],
  pricing: ["catalog", "fulfilment", "i18n", "money", "shipping"],
  cart: ["accounts", "catalog", "fulfilment", "i18n", "money", "pricing", "uploads"],
  checkout: ["accounts", "cart", "catalog", "fulfilment", "i18n", "money", "payments", "pricing", "shipping"],
  "my-account": ["accounts", "cart", "catalog", "fulfilment", "i18n", "money", "orders", "uploads"],
  content: ["catalog", "i18n", "money", "orders", "pricing", "shipping", "support"],
  layout: ["accounts", "cart", "i18n", "newsletter", "shipping"],
  reviews: ["accounts", "catalog", "i18n"],
  admin: [
    "accounts",
    "catalog",
    "fulfilment",
    "i18n",
    "layout",
    "money",
    "orders",
    "pricing",
    "reviews",
    "support",
    "uploads",
  ],
};

/** Throws with the cycle spelled out, so a bad edit of the list above fails lint at once. */
export function assertNoModuleCycle(graph) {
  const state = new Map();
  const visit = (name, path) => {
    if (state.get(name) === "done") return;
    if (state.get(name) === "visiting") {
      const cycle = [...path.slice(path.indexOf(name)), name].join(" → ");
      throw new Error(`Module dependency cycle: ${cycle} (eslint/module-boundaries.mjs)`);
    }
    state.set(name, "visiting");
    for (const dependency of graph[name] ?? []) {
      if (!(dependency in graph))
        throw new Error(`Module "${name}" depends on unknown module "${dependency}"`);
      visit(dependency, [...path, name]);
    }
    state.set(name, "done");
  };
  for (const name of Object.keys(graph)) visit(name, []);
}

const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx", "**/test-*.ts", "src/test/**"];
const SURFACE_HELP =
  "import another module through its public surface: @/modules/<name>, /server, /actions, /components/<file> or, in tests, /testing (docs/architecture.md#module-public-surfaces)";

/** `@/modules/<other>/<not public>`; `own` is the importing file's module (its own files are free). */
function deepImport(own) {
  const other = own ? `(?!${own}/)` : "";
  return {
    regex: `^@/modules/${other}[a-z0-9-]+/(?!(?:server|actions|testing)$|components/)`,
    message: `Deep import: ${SURFACE_HELP}.`,
  };
}

const testingOutsideTests = {
  regex: "^@/modules/[a-z0-9-]+/testing$",
  message: "Test helpers (/testing) are for tests only.",
};

function layer(names, why) {
  return { regex: `^@/(?:${names.join("|")})(?:/|$)`, message: why };
}

const UPWARD_FROM_MODULES = layer(
  ["app", "screens", "composition"],
  "A module never imports a route, a screen or the composition root (docs/architecture.md#layers).",
);

function moduleRules(name, { inTests }) {
  const forbidden = Object.keys(moduleDependencies).filter(
    (other) => other !== name && !moduleDependencies[name].includes(other),
  );
  // Tests may drive a route handler or the composition root: nothing imports a test.
  const patterns = [deepImport(name)];
  if (!inTests) {
    patterns.push(UPWARD_FROM_MODULES, testingOutsideTests);
    if (forbidden.length > 0) {
      const allowed = moduleDependencies[name].join(", ") || "none";
      patterns.push({
        regex: `^@/modules/(?:${forbidden.join("|")})(?:/|$)`,
        message: `Module "${name}" may import only these modules: ${allowed}. To add one, list it in eslint/module-boundaries.mjs (no cycles).`,
      });
    }
  }
  return { "no-restricted-imports": ["error", { patterns }] };
}

/** Test files under the given folders (`src/x/**`): the same rules, minus those tests may break. */
function testFilesUnder(folders) {
  return folders
    .filter((glob) => glob.endsWith("/**"))
    .flatMap((glob) => TEST_FILES.filter((t) => t.startsWith("**")).map((t) => glob.slice(0, -2) + t));
}

function zone(files, patternsFor) {
  return [
    {
      files,
      ignores: TEST_FILES,
      rules: { "no-restricted-imports": ["error", { patterns: patternsFor(false) }] },
    },
    {
      files: testFilesUnder(files),
      rules: { "no-restricted-imports": ["error", { patterns: patternsFor(true) }] },
    },
  ];
}

assertNoModuleCycle(moduleDependencies);

export const moduleBoundaries = [
  // Routes and screens: any module, through its surface.
  ...zone(["src/app/**", "src/screens/**", "src/composition/**", "src/*.ts"], (inTests) =>
    inTests ? [deepImport()] : [deepImport(), testingOutsideTests],
  ),
  ...Object.keys(moduleDependencies).flatMap((name) => [
    { files: [`src/modules/${name}/**`], ignores: TEST_FILES, rules: moduleRules(name, { inTests: false }) },
    { files: testFilesUnder([`src/modules/${name}/**`]), rules: moduleRules(name, { inTests: true }) },
  ]),
  ...zone(["src/server/**"], () => [
    layer(
      ["modules", "screens", "composition", "app"],
      "Infrastructure (src/server) never imports a module, a screen or the composition root: wire it in src/composition (docs/architecture.md#layers).",
    ),
  ]),
  ...zone(["src/lib/**", "src/components/ui/**"], () => [
    layer(
      ["modules", "screens", "composition", "app", "server"],
      "Primitives (src/lib, src/components/ui) import nothing of the shop (docs/architecture.md#layers).",
    ),
  ]),
];
