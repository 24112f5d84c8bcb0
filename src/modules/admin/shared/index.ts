// The admin shared area's surface for client and server code (docs/architecture.md#module-public-surfaces).
export {
  formatCalendarDay,
  formatOrderAmount,
  formatRate,
  formatShopTime,
  formatShopTimeWithZone,
} from "./admin-format";
export { toCsv } from "./csv";
