// The admin shared area's surface for client and server code (docs/architecture.md#module-public-surfaces).
export { formatCalendarDay, formatOrderAmount, formatShopTime, formatShopTimeWithZone } from "./admin-format";
export { toCsv } from "./csv";
