/**
 * The layering rules of docs/architecture.md, enforced by `npm run lint`:
 *
 *   src/app → src/screens → src/modules/<name> → src/server → src/lib, src/components/ui
 *   (src/composition wires modules into the server's runners; only start-up code imports it)
 *
 * - A module is a folder of src/modules, or one of its sub-folders where the graph below names it
 *   ("admin/orders": the admin is split into area modules, each with its own surfaces).
 * - From outside a module, only its public surface may be imported: `@/modules/<name>` (index.ts, safe
 *   in client and server code), `/server` (server-only services), `/actions` (server actions),
 *   `/components/<file>` and, in tests, `/testing`.
 * - A module imports only the modules listed for it below. The list is checked for cycles when ESLint
 *   loads this file, so adding an edge that closes a cycle fails every lint run with the cycle named.
 * - Tests may import any module's public surface, a route or the composition root: nothing imports a
 *   test, so a test can't close a cycle.
 * - scripts/ and tests/e2e reach the shop through the same surfaces; tools/ (the simulators of outside
 *   services) import nothing of the shop.
 *
 * One local rule (`module-boundaries/imports`) checks every way a file names another: `import`,
 * `export … from`, `import()`, `require()` and `import("…")` types, whether written `@/…` or relative.
 * It resolves the specifier to a file path first, so `../orders/order-view` is judged like
 * `@/modules/orders/order-view`. Packages and files outside these folders (messages/*.json) are free.
 * A local rule rather than eslint-plugin-boundaries: the graph below stays the one declaration, checked
 * for cycles, and each message says what to do instead.
 */
import path from "node:path";

/** Which modules each module may import. Keep it a DAG; lower modules first. */
export const moduleDependencies = {
  i18n: [],
  newsletter: [],
  accounts: ["i18n"],
  support: ["i18n"],
  money: ["i18n"],
  catalog: ["i18n", "money"],
  // The design document, its storage and its one renderer (docs/designer.md); the analysis processes
  // draw its print file, so uploads sits above it.
  "print-design": [],
  uploads: ["catalog", "print-design"],
  orders: ["accounts", "i18n", "money", "support"],
  payments: ["i18n", "orders"],
  fulfilment: ["catalog", "money", "orders", "payments", "support", "uploads"],
  shipping: ["fulfilment", "i18n", "money"],
  pricing: ["catalog", "fulfilment", "i18n", "money", "shipping"],
  cart: ["accounts", "catalog", "fulfilment", "i18n", "money", "pricing", "print-design", "uploads"],
  // The online designer: its page, templates and actions; it puts a design's print files in the cart.
  designer: ["accounts", "cart", "catalog", "i18n", "print-design", "uploads"],
  checkout: [
    "accounts",
    "cart",
    "catalog",
    "fulfilment",
    "i18n",
    "money",
    "orders",
    "payments",
    "pricing",
    "shipping",
  ],
  "my-account": ["accounts", "cart", "designer", "i18n", "money", "orders", "print-design", "uploads"],
  content: ["catalog", "i18n", "money", "orders", "pricing", "shipping", "support"],
  layout: ["accounts", "cart", "i18n", "newsletter", "shipping"],
  reviews: ["accounts", "catalog", "i18n", "orders"],
  // The admin is split by job: each area is a module of its own ("admin/<area>", in src/modules/admin/<area>),
  // with its own surfaces; "admin/shared" holds the frame, navigation, list tools and formats they share.
  "admin/shared": ["accounts", "i18n", "layout", "money"],
  "admin/audit": ["accounts", "admin/shared", "i18n"],
  "admin/overview": ["admin/settings", "admin/shared", "catalog", "i18n", "money", "orders"],
  "admin/provider": ["accounts", "admin/audit", "admin/shared", "fulfilment", "i18n"],
  "admin/orders": [
    "accounts",
    "admin/audit",
    "admin/provider",
    "admin/shared",
    "checkout",
    "fulfilment",
    "i18n",
    "orders",
    "uploads",
  ],
  "admin/catalog": ["accounts", "admin/audit", "admin/shared", "catalog", "fulfilment", "i18n", "money"],
  // Read-only: browses the provider account's catalogue through fulfilment's client, prices in money's
  // formats and reads specs with catalog's one spec reader; changes nothing, so no audit.
  "admin/provider-catalogue": ["admin/shared", "catalog", "fulfilment", "i18n", "money"],
  "admin/reviews": ["accounts", "admin/audit", "admin/shared", "catalog", "i18n", "reviews"],
  "admin/people": ["accounts", "admin/audit", "admin/shared", "i18n", "newsletter", "orders"],
  "admin/customers": ["accounts", "admin/shared", "i18n", "orders", "support"],
  "admin/inbox": ["accounts", "admin/audit", "admin/shared", "i18n", "support"],
  "admin/mail": ["accounts", "admin/audit", "admin/inbox", "admin/shared", "i18n"],
  "admin/settings": ["accounts", "admin/audit", "admin/shared", "i18n", "money", "pricing", "support"],
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

assertNoModuleCycle(moduleDependencies);

const ROOT = path.resolve(import.meta.dirname, "..");

const SURFACE_HELP =
  "import another module through its public surface: @/modules/<name>, /server, /actions, /components/<file> or, in tests, /testing (docs/architecture.md#module-public-surfaces)";

export const messages = {
  deepImport: `Deep import into module "{{module}}": ${SURFACE_HELP}.`,
  testingOutsideTests: "Test helpers (/testing, src/test) are for tests only.",
  relativeIntoModule:
    'Relative import into module "{{module}}": write it as @/modules/{{module}}… so the boundary shows in the code and stays checked (docs/architecture.md#module-public-surfaces).',
  undeclaredModule:
    'Module "{{from}}" may import only these modules: {{allowed}}. To add one, list it in eslint/module-boundaries.mjs (no cycles).',
  upwardFromModule:
    "A module never imports a route, a screen or the composition root (docs/architecture.md#layers).",
  upwardFromServer:
    "Infrastructure (src/server) never imports a module, a screen or the composition root: wire it in src/composition (docs/architecture.md#layers).",
  upwardFromPrimitives:
    "Primitives (src/lib, src/components/ui) import nothing of the shop (docs/architecture.md#layers).",
  shopImportsOutside:
    "Shop code (src) never imports a script, an end-to-end test or a tool; only tests may use the simulators in tools/ (docs/architecture.md#what-lint-enforces).",
  toolImportsShop:
    "A tool in tools/ stands in for an outside service and imports nothing of the shop (src, scripts, tests), so it runs and is tested on its own (docs/architecture.md#what-lint-enforces).",
};

const TEST_FILE = /(?:^|\/)(?:[^/]+\.test\.tsx?|test-[^/]+\.ts)$/;

/**
 * Where a file sits, by its path relative to the repository: its area and, inside a module, the
 * module's name and the path within it (without extension; `index` is the module itself).
 */
function locate(relativePath) {
  const file = relativePath.split(path.sep).join("/");
  const test = TEST_FILE.test(file) || file.startsWith("src/test/") || file.startsWith("tests/");
  const inModule = /^src\/modules\/([a-z0-9-]+)(?:\/(.*))?$/.exec(file);
  if (inModule) {
    let name = inModule[1];
    let inside = (inModule[2] ?? "").replace(/\.(?:tsx?|mjs|cjs|js|json)$/, "");
    // A module of modules (admin): its first folder names the area module, "admin/orders".
    const area = /^([a-z0-9-]+)(?:\/(.*))?$/.exec(inside);
    if (area && `${name}/${area[1]}` in moduleDependencies) {
      name = `${name}/${area[1]}`;
      inside = area[2] ?? "";
    }
    return { area: "module", module: name, inside: inside.replace(/(?:^|\/)index$/, ""), test };
  }
  const areas = [
    ["src/app/", "app"],
    ["src/screens/", "screens"],
    ["src/composition/", "composition"],
    ["src/server/", "server"],
    ["src/lib/", "primitives"],
    ["src/components/ui/", "primitives"],
    ["src/test/", "test-support"],
    ["scripts/", "scripts"],
    ["tests/", "e2e"],
    ["tools/", "tools"],
  ];
  for (const [prefix, area] of areas) if (file.startsWith(prefix)) return { area, test };
  if (/^src\/[^/]+$/.test(file)) return { area: "entry", test };
  return { area: "outside", test };
}

const OUTSIDE_SRC = new Set(["scripts", "e2e", "tools"]);
const IN_SRC = new Set([
  "app",
  "screens",
  "composition",
  "entry",
  "module",
  "server",
  "primitives",
  "test-support",
]);

/** The message id for an import from `from` to `to` that breaks a layer, or undefined. */
function layerViolation(from, to) {
  if (to.area === "test-support" && !from.test) return "testingOutsideTests";
  if (from.area === "tools")
    return IN_SRC.has(to.area) || to.area === "scripts" || to.area === "e2e" ? "toolImportsShop" : undefined;
  if (IN_SRC.has(from.area) && OUTSIDE_SRC.has(to.area)) {
    // Test helpers drive the simulators (tools/) in-process; nothing else in src leaves it.
    return from.test && to.area === "tools" ? undefined : "shopImportsOutside";
  }
  if (from.area === "server" && ["module", "screens", "composition", "app", "entry"].includes(to.area))
    return "upwardFromServer";
  if (
    from.area === "primitives" &&
    ["module", "screens", "composition", "app", "entry", "server"].includes(to.area)
  )
    return "upwardFromPrimitives";
  // Tests are leaves: a module's tests may drive a route handler or the composition root.
  if (from.area === "module" && !from.test && ["app", "screens", "composition", "entry"].includes(to.area))
    return "upwardFromModule";
  return undefined;
}

const SURFACES = /^(?:|server|actions|testing|components\/.+)$/;

/**
 * Judges one import: returns `{ messageId, data }` for a violation, or undefined. `importer` and
 * `target` are paths relative to the repository; `specifier` is the import as written.
 */
function judgeImport(importer, specifier, target) {
  const from = locate(importer);
  const to = locate(target);
  if (from.area === "outside" || to.area === "outside") return undefined;
  if (from.area === "module" && to.area === "module" && from.module === to.module) return undefined;

  const layer = layerViolation(from, to);
  if (layer) return { messageId: layer };
  if (to.area !== "module") return undefined;

  if (from.area === "module" && !from.test && !moduleDependencies[from.module]?.includes(to.module)) {
    const allowed = moduleDependencies[from.module]?.join(", ") || "none";
    return { messageId: "undeclaredModule", data: { from: from.module, allowed } };
  }
  if (!SURFACES.test(to.inside)) return { messageId: "deepImport", data: { module: to.module } };
  if (to.inside === "testing" && !from.test) return { messageId: "testingOutsideTests" };
  // From scripts and e2e tests a relative path is the only spelling; inside src the alias shows the boundary.
  if (specifier.startsWith(".") && IN_SRC.has(from.area))
    return { messageId: "relativeIntoModule", data: { module: to.module } };
  return undefined;
}

/** `@/x` and relative specifiers as a path relative to the repository; packages as undefined. */
function resolveSpecifier(specifier, filename) {
  if (specifier.startsWith("@/")) return path.join("src", specifier.slice(2));
  if (specifier === "." || specifier === ".." || specifier.startsWith("./") || specifier.startsWith("../"))
    return path.relative(ROOT, path.resolve(path.dirname(filename), specifier));
  return undefined;
}

/** The string a node names, when it is written literally (a computed `import(x)` can't be checked). */
function literal(node) {
  if (!node) return undefined;
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "TemplateLiteral" && node.expressions.length === 0) return node.quasis[0].value.cooked;
  if (node.type === "TSLiteralType") return literal(node.literal);
  return undefined;
}

const importsRule = {
  meta: {
    type: "problem",
    docs: {
      description: "Layers, module surfaces and declared module dependencies (docs/architecture.md#layers)",
    },
    messages,
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    const importer = path.relative(ROOT, filename);
    if (importer.startsWith("..")) return {};
    const check = (sourceNode) => {
      const specifier = literal(sourceNode);
      if (specifier === undefined) return;
      const target = resolveSpecifier(specifier, filename);
      if (target === undefined) return;
      const violation = judgeImport(importer, specifier, target);
      if (violation) context.report({ node: sourceNode, ...violation });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.source ?? node.argument),
      CallExpression: (node) => {
        if (node.callee.type === "Identifier" && node.callee.name === "require") check(node.arguments[0]);
      },
    };
  },
};

export const moduleBoundaries = [
  {
    files: ["{src,scripts,tests,tools}/**/*.{ts,tsx,mts,cts,js,mjs,cjs}"],
    plugins: { "module-boundaries": { rules: { imports: importsRule } } },
    rules: { "module-boundaries/imports": "error" },
  },
];
