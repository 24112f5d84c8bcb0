// The money module's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export {
  EXCHANGE_RATES_TAG,
  getExchangeRates,
  listExchangeRates,
  loadExchangeRates,
  seedExchangeRates,
  setExchangeRate,
  type ExchangeRateRow,
} from "./exchange-rates.server";
export { getMoneyFormatter } from "./money-formatter.server";
