import { fail } from "./errors";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Reads a request body part and names the failing field by its path ("addresses[0].zip"), which is
 * what makes the simulator's 400s useful. Number-like values may come as strings or numbers (docs/cloudprinter.md §1.4),
 * so text fields accept both; an empty string counts as missing.
 */
export class Fields {
  constructor(
    readonly data: Json,
    private readonly prefix = "",
  ) {}

  static of(value: unknown): Fields | undefined {
    return isObject(value) ? new Fields(value) : undefined;
  }

  path(key: string): string {
    return this.prefix ? `${this.prefix}.${key}` : key;
  }

  text(key: string): string {
    const value = this.optionalText(key);
    if (value === undefined) throw fail.missing(this.path(key));
    return value;
  }

  optionalText(key: string): string | undefined {
    const value = this.data[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
    if (typeof value !== "string") {
      throw fail.invalid("invalid_parameter", `The parameter '${this.path(key)}' must be a string`);
    }
    const trimmed = value.trim();
    return trimmed === "" ? undefined : trimmed;
  }

  /** A whole number of at least 1, sent as "5" or 5. */
  count(key: string): number {
    const text = this.text(key);
    const value = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!(value >= 1)) {
      throw fail.invalid(
        "invalid_count",
        `The parameter '${this.path(key)}' must be a whole number of at least 1`,
      );
    }
    return value;
  }

  /** A required, non-empty array of objects. */
  list(key: string): Fields[] {
    const value = this.data[key];
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) {
      throw fail.missing(this.path(key));
    }
    return this.entries(key, value);
  }

  optionalList(key: string): Fields[] {
    const value = this.data[key];
    return value === undefined || value === null ? [] : this.entries(key, value);
  }

  private entries(key: string, value: unknown): Fields[] {
    if (!Array.isArray(value)) {
      throw fail.invalid("invalid_parameter", `The parameter '${this.path(key)}' must be an array`);
    }
    return value.map((entry: unknown, index) => {
      const path = `${this.path(key)}[${index}]`;
      if (!isObject(entry))
        throw fail.invalid("invalid_parameter", `The parameter '${path}' must be an object`);
      return new Fields(entry, path);
    });
  }
}
