/**
 * Stripe's v1 API takes application/x-www-form-urlencoded bodies where nesting is written with
 * brackets: `line_items[0][price_data][currency]=usd`, `metadata[order_id]=…`, `expand[]=x`. This
 * turns such a body into a tree. Lists stay trees keyed "0", "1", … until a reader asks for a list,
 * because only the reader knows whether `metadata[0]` is a list index or a metadata key.
 */
export type FormNode = string | FormTree;
export interface FormTree {
  [key: string]: FormNode;
}

export class FormBodyError extends Error {}

// Null-prototype objects, so keys like `__proto__` or `constructor` are plain data.
function emptyTree(): FormTree {
  return Object.create(null) as FormTree;
}

export function isTree(node: FormNode | undefined): node is FormTree {
  return typeof node === "object" && node !== null;
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    throw new FormBodyError(`Invalid URL encoding: ${part.slice(0, 40)}`);
  }
}

/** `a[b][]` → ["a", "b", ""]; a key that is not bracket notation is one literal name. */
function splitKey(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match || !match[1]) return [key];
  const inner = [...(match[2] ?? "").matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? "");
  return [match[1], ...inner];
}

function nextIndex(node: FormTree): string {
  return String(Object.keys(node).length);
}

export function parseFormBody(body: string): FormTree {
  const root = emptyTree();
  for (const pair of body.split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    // Brackets may arrive percent-encoded (%5B %5D); decoding the key first handles both spellings.
    const key = decode(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? "" : decode(pair.slice(eq + 1));
    const segments = splitKey(key);
    let node = root;
    for (let i = 0; i < segments.length - 1; i++) {
      const segment = segments[i] === "" ? nextIndex(node) : (segments[i] ?? "");
      const child = node[segment];
      if (child === undefined) {
        const created = emptyTree();
        node[segment] = created;
        node = created;
      } else if (isTree(child)) {
        node = child;
      } else {
        throw new FormBodyError(`Invalid hash: ${key} mixes a value and nested keys`);
      }
    }
    const last = segments[segments.length - 1] ?? "";
    const leaf = last === "" ? nextIndex(node) : last;
    if (isTree(node[leaf])) throw new FormBodyError(`Invalid hash: ${key} mixes a value and nested keys`);
    node[leaf] = value;
  }
  return root;
}
