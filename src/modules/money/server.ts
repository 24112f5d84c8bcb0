// The money module's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export {
  EXCHANGE_RATES_TAG,
  getExchangeRates,
  listExchangeRates,
  seedExchangeRates,
  setExchangeRate,
} from "./exchange-rates.server";
