// The money module's server-only surface (docs/architecture.md#modules).
import "server-only";
export { getExchangeRates, seedExchangeRates } from "./exchange-rates.server";
export { getMoneyFormatter } from "./money-formatter.server";
