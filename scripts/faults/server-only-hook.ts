import { register } from "node:module";

/**
 * `import "server-only"` throws in plain Node; Next.js maps it to an empty module on the server. Map it
 * the same way here (hooks apply to imports made after registration: import app code dynamically).
 */
const hook = `export async function resolve(specifier, context, next) {
  return specifier === "server-only" ? { url: "data:text/javascript,", shortCircuit: true } : next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
