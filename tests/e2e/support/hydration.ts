import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has hydrated this element (its props are attached). A value filled into a
 * controlled field before that is reset by hydration to the server's value on a slow machine, and the
 * form then submits what the page was served with.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
}
