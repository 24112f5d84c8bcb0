import type en from "../../../messages/en.json";
import type { Locale } from "./routing";

/**
 * The messages as next-intl's key types read them: a list (the sections of a text page, a FAQ) is a
 * leaf, read whole with `t.raw`. Left as an array, next-intl's key types stop checking every key
 * beside it in the same namespace, so a misspelled key there would pass.
 */
type MessageTree<T> = T extends readonly unknown[]
  ? string
  : T extends object
    ? { [Key in keyof T]: MessageTree<T[Key]> }
    : T;

// next-intl's typed keys: every t("…") and namespace is checked against the English messages (the Thai
// file has the same keys; messages.test.ts enforces it), so a misspelled key fails tsc.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: MessageTree<typeof en>;
  }
}
