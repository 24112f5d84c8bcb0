/**
 * Who may import which tables, generated from eslint/table-owners.mjs (docs/architecture.md#who-owns-which-table):
 *
 * - A module (src/modules/<name>) imports only its own schema file, `@/server/db/schema/<name>` (or the
 *   `schema` its entry names: admin/audit's is schema/audit); a piece
 *   of infrastructure under src/server only its own (jobs → schema/jobs). Another owner's rows are read
 *   and written through that owner's server API.
 * - Nobody imports the barrel `@/server/db/schema` but the composition root, src/server/db (the client,
 *   migrations, seeding) and src/test.
 * - Tests (and test helpers) may import any owner's schema file to arrange and check the database, but
 *   not the barrel: a test's imports still say whose tables it touches.
 * - Type-only imports are free: a JSON column's shape (`LocalizedText`) is vocabulary and can't read a row.
 *
 * It is a separate rule (`@typescript-eslint/no-restricted-imports`) from the layering rules in
 * eslint/module-boundaries.mjs, so the two never override each other in a file both match.
 */
import { moduleDependencies } from "./module-boundaries.mjs";
import { schemaFileOf, tableOwners } from "./table-owners.mjs";

const RULE = "@typescript-eslint/no-restricted-imports";
const DOCS = "docs/architecture.md#who-owns-which-table";
const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx", "**/test-*.ts"];
// `@/server/db/schema/...` from anywhere, `./db/schema/...` from src/server.
const SCHEMA = "(?:^|/)db/schema";

const owners = Object.keys(tableOwners);
const isModule = (owner) => owner in moduleDependencies;

/** Where an owner's tables are reached from outside it. */
function api(owner) {
  return isModule(owner)
    ? `@/modules/${owner}/server`
    : `its functions in ${tableOwners[owner].files[0].replace(/\/\*\*$/, "")}`;
}

const barrel = {
  regex: `${SCHEMA}(?:/index)?$`,
  message: `The schema barrel is for the composition root, src/server/db (migrations, seeding) and src/test only: import your own tables from @/server/db/schema/<owner> (${DOCS}).`,
};

function otherOwners(who, own) {
  return owners
    .filter((owner) => !own.includes(owner))
    .map((owner) => ({
      regex: `${SCHEMA}/${schemaFileOf(owner)}$`,
      message: `${who} may not import "${owner}"'s tables: each table has one owner, and everyone else goes through the owner's server API (${api(owner)}). Move the query into "${owner}" and call it (${DOCS}).`,
    }));
}

const unknownSchemaFile = {
  regex: `${SCHEMA}/(?!(?:${owners.map(schemaFileOf).join("|")})$)[^/]+$`,
  message: `Not a schema file named for an owner: list the table and its owner in eslint/table-owners.mjs (${DOCS}).`,
};

function restrict(patterns) {
  return { [RULE]: ["error", { patterns: patterns.map((p) => ({ ...p, allowTypeImports: true })) }] };
}

function ownersOfModule(name) {
  return isModule(name) && name in tableOwners ? [name] : [];
}

export const tableOwnership = [
  // Routes, screens and plain infrastructure touch no table.
  {
    files: [
      "src/app/**",
      "src/screens/**",
      "src/server/**",
      "src/lib/**",
      "src/components/**",
      "src/modules/**",
    ],
    ignores: ["src/server/db/**", ...TEST_FILES],
    rules: restrict([barrel, ...otherOwners("This file", []), unknownSchemaFile]),
  },
  ...Object.keys(moduleDependencies).map((name) => ({
    files: [`src/modules/${name}/**`],
    ignores: TEST_FILES,
    rules: restrict([barrel, ...otherOwners(`Module "${name}"`, ownersOfModule(name)), unknownSchemaFile]),
  })),
  ...owners
    .filter((owner) => !isModule(owner))
    .map((owner) => ({
      files: tableOwners[owner].files,
      ignores: TEST_FILES,
      rules: restrict([barrel, ...otherOwners(`Infrastructure "${owner}"`, [owner]), unknownSchemaFile]),
    })),
  {
    files: TEST_FILES.map((glob) => `src/${glob}`),
    ignores: ["src/test/**", "src/composition/**", "src/server/db/**"],
    rules: restrict([barrel, unknownSchemaFile]),
  },
];
