import { errors } from "./errors";
import { isTree, type FormNode, type FormTree } from "./form-body";

/**
 * Typed reads from a parsed form body that fail the way Stripe fails: the error names the full
 * bracketed param (`line_items[0][quantity]`), so the SDK's `err.param` points at the culprit.
 */
export class Params {
  constructor(
    private readonly tree: FormTree,
    private readonly prefix = "",
  ) {}

  path(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  has(key: string): boolean {
    return this.tree[key] !== undefined;
  }

  /** Stripe rejects parameters it does not know, which catches typos instead of ignoring them. */
  rejectUnknown(known: readonly string[], hint = ""): void {
    for (const key of Object.keys(this.tree))
      if (!known.includes(key)) throw errors.unknown(this.path(key), hint);
  }

  private leaf(key: string): string | undefined {
    const node = this.tree[key];
    if (isTree(node))
      throw errors.invalid(this.path(key), `Invalid string: ${this.path(key)} must be a value`);
    return node;
  }

  /** Empty strings mean "unset" in Stripe's encoding, so they count as absent. */
  string(key: string, options: { required?: boolean; maxLength?: number } = {}): string | undefined {
    const value = this.leaf(key);
    if (value === undefined || value === "") {
      if (options.required)
        throw value === "" ? errors.invalidEmpty(this.path(key)) : errors.missing(this.path(key));
      return undefined;
    }
    if (options.maxLength !== undefined && value.length > options.maxLength) {
      throw errors.invalid(
        this.path(key),
        `Invalid string: ${value.slice(0, 20)}...; must be at most ${options.maxLength} characters`,
      );
    }
    return value;
  }

  integer(key: string, options: { required?: boolean; min?: number } = {}): number | undefined {
    const value = this.string(key, options);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
      throw errors.invalidInteger(this.path(key), value);
    }
    const number = Number(value);
    if (options.min !== undefined && number < options.min) {
      throw errors.invalid(this.path(key), `This value must be greater than or equal to ${options.min}.`);
    }
    return number;
  }

  oneOf<T extends string>(key: string, allowed: readonly T[], options: { required?: boolean } = {}) {
    const value = this.string(key, options);
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value)) {
      throw errors.invalid(this.path(key), `Invalid ${this.path(key)}: must be one of ${allowed.join(", ")}`);
    }
    return value as T;
  }

  hash(key: string, options: { required?: boolean } = {}): Params | undefined {
    const node = this.tree[key];
    if (node === undefined || node === "") {
      if (options.required) throw errors.missing(this.path(key));
      return undefined;
    }
    if (!isTree(node)) throw errors.invalid(this.path(key), `Invalid hash: ${this.path(key)} must be a hash`);
    return new Params(node, this.path(key));
  }

  /** Lists arrive as `key[0]`, `key[1]`, …; indexes must be numbers. */
  private items(key: string, required: boolean): Array<[string, FormNode]> | undefined {
    const node = this.tree[key];
    if (node === undefined || node === "") {
      if (required) throw errors.missing(this.path(key));
      return undefined;
    }
    if (!isTree(node))
      throw errors.invalid(this.path(key), `Invalid array: ${this.path(key)} must be a list`);
    const entries = Object.entries(node);
    for (const [index] of entries) {
      if (!/^\d+$/.test(index)) throw errors.invalid(this.path(key), `Invalid array: ${this.path(key)}`);
    }
    return entries.sort(([a], [b]) => Number(a) - Number(b));
  }

  list(key: string, options: { required?: boolean } = {}): Params[] | undefined {
    const entries = this.items(key, options.required ?? false);
    return entries?.map(([index, node]) => {
      const path = `${this.path(key)}[${index}]`;
      if (!isTree(node)) throw errors.invalid(path, `Invalid hash: ${path} must be a hash`);
      return new Params(node, path);
    });
  }

  stringList(key: string, options: { required?: boolean } = {}): string[] | undefined {
    const entries = this.items(key, options.required ?? false);
    return entries?.map(([index, node]) => {
      if (isTree(node) || node === "") throw errors.invalid(`${this.path(key)}[${index}]`, "Invalid string");
      return node;
    });
  }

  /** Metadata: Stripe's limits are 50 keys, keys up to 40 characters, values up to 500. */
  metadata(key: string): Record<string, string> {
    const node = this.hash(key);
    const result: Record<string, string> = {};
    if (!node) return result;
    const entries = Object.entries(node.tree);
    if (entries.length > 50) throw errors.invalid(this.path(key), "Metadata can have at most 50 keys.");
    for (const [name, value] of entries) {
      const path = `${this.path(key)}[${name}]`;
      if (isTree(value)) throw errors.invalid(path, `Invalid string: ${path} must be a value`);
      if (name.length > 40) throw errors.invalid(path, "Metadata keys can be at most 40 characters long.");
      if (value.length > 500)
        throw errors.invalid(path, "Metadata values can be at most 500 characters long.");
      if (value !== "") Object.defineProperty(result, name, { value, enumerable: true, writable: true });
    }
    return result;
  }
}
