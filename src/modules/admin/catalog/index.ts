// The admin catalog area's surface for client and server code (docs/architecture.md#module-public-surfaces).
export { catalogSearch, parseCatalogQuery } from "./catalog-query";
export {
  accountFamiliesOf,
  backWithOf,
  keptOptionsOf,
  optionFormValues,
  valuesGoneFromAccount,
} from "./offered-options-form";
