// The money module's public surface, safe in client and server code (docs/architecture.md#module-public-surfaces).
export { createMoneyFormatter, formatMinorUnits, convertUsdCents, defaultExchangeRates } from "./money";
export type { ExchangeRates, MoneyFormatter } from "./money";
