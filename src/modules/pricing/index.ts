export { createMoneyFormatter, formatMinorUnits, convertUsdCents, defaultExchangeRates } from "./money";
export type { ExchangeRates, MoneyFormatter } from "./money";
