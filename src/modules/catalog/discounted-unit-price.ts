/**
 * The list unit price less `percentOff` percent, rounded to the nearest whole USD cent, halves up
 * (docs/product-rules.md#price-breaks): 2999 at 15% off is 2549.15, so 2549; 1999 at 10% off is
 * 1799.1, so 1799; 1450 at 5% off is 1377.5, so 1378. In whole numbers, so no float error creeps in.
 * One function, so the price code and the margin guard round alike. In a file of its own, without zod,
 * because the browser's cart runs it on every page (docs/client-weight.md).
 */
export function discountedUnitPrice(listUnitPrice: number, percentOff: number): number {
  return Math.floor((listUnitPrice * (100 - percentOff) + 50) / 100);
}
