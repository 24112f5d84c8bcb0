/** Field path ("options.2.values.0.name.th") → message key under `admin.catalog.errors`. */
export type FieldErrors = Record<string, string>;

/**
 * The errors still true after staff changed the fields at `changed`: an error goes with its field, with
 * anything inside it (a picture's mockup area), and with anything holding it (the options list's "a
 * value sells at a loss" when one price changes). The rest stay until the next save.
 */
export function errorsAfterChange(errors: FieldErrors, changed: string[]): FieldErrors {
  const stale = (key: string) =>
    changed.some((path) => key === path || key.startsWith(`${path}.`) || path.startsWith(`${key}.`));
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !stale(key)));
}
