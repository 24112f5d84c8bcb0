// The money module's public surface, safe in client and server code (docs/architecture.md#module-public-surfaces).
export {
  chargeStep,
  convertUsdCents,
  createMoneyFormatter,
  defaultExchangeRates,
  formatMinorUnits,
  priceInCurrency,
} from "./money";
export type { CurrencyAmounts, ExchangeRates } from "./money";
