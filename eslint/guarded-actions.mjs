/**
 * Every export of a "use server" file is a server action anyone can call with any argument, so each
 * must be built with the guarded builder (docs/architecture.md#server-actions): it declares who may
 * call, parses the input and never leaks an error. This rule fails on anything else a "use server"
 * file exports (types are fine: they vanish at build).
 */

const BUILDERS = new Set(["defineAction", "defineFormAction"]);
const BUILDER_MODULE = "@/server/actions";
const HOW =
  'export const name = defineAction({ access, input, failed }, async (input, { user }) => …) (or defineFormAction for a form), imported from "@/server/actions" (docs/architecture.md#server-actions)';

const hasUseServer = (program) =>
  program.body.some(
    (statement) => statement.type === "ExpressionStatement" && statement.directive === "use server",
  );

const guardedExports = {
  meta: {
    type: "problem",
    docs: { description: 'A "use server" file exports only actions built with defineAction.' },
    messages: {
      unguarded: `"{{name}}" is a server action not built with the guarded builder. Write it as ${HOW}.`,
    },
    schema: [],
  },
  create(context) {
    let active = false;
    /** Local names the builders are imported as. */
    const builders = new Set();
    const report = (node, name) => context.report({ node, messageId: "unguarded", data: { name } });
    const isBuilt = (init) =>
      init?.type === "CallExpression" && init.callee.type === "Identifier" && builders.has(init.callee.name);

    return {
      Program(program) {
        active = hasUseServer(program);
      },
      ImportDeclaration(node) {
        if (node.source.value !== BUILDER_MODULE) return;
        for (const specifier of node.specifiers)
          if (specifier.type === "ImportSpecifier" && BUILDERS.has(specifier.imported.name))
            builders.add(specifier.local.name);
      },
      ExportDefaultDeclaration(node) {
        if (active) report(node, "default");
      },
      ExportAllDeclaration(node) {
        if (active && node.exportKind !== "type") report(node, "*");
      },
      ExportNamedDeclaration(node) {
        if (!active || node.exportKind === "type") return;
        const declaration = node.declaration;
        if (declaration) {
          if (declaration.type === "VariableDeclaration") {
            for (const declarator of declaration.declarations)
              if (!isBuilt(declarator.init))
                report(declarator, declarator.id.type === "Identifier" ? declarator.id.name : "?");
          } else if (declaration.type === "FunctionDeclaration" || declaration.type === "ClassDeclaration") {
            report(declaration, declaration.id?.name ?? "?");
          }
          // Type aliases, interfaces and type-only enums' declarations carry no callable value.
          return;
        }
        // `export { a, b }` or a re-export: a value passed on here was not built here.
        for (const specifier of node.specifiers)
          if (specifier.exportKind !== "type")
            report(specifier, specifier.exported.name ?? specifier.exported.value);
      },
    };
  },
};

export const guardedActions = [
  {
    files: ["src/**/*.ts", "src/**/*.tsx"],
    plugins: { "printgo-actions": { rules: { "guarded-exports": guardedExports } } },
    rules: { "printgo-actions/guarded-exports": "error" },
  },
];
