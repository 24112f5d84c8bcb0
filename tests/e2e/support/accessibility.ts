/**
 * axe-core in the browser journeys (docs/testing.md#accessibility): a page, or an opened state of it (a
 * menu, the cart drawer, a wizard step, a toast), must have no violation at all, whatever axe's impact
 * (critical, serious, moderate or minor): a moderate finding such as a name that does not contain the
 * visible text is as real to the person who meets it.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/**
 * What one scan may add to its test's time: axe walks the whole page in the browser, a second or two
 * on a quiet machine, up to twenty on a 2-core runner that is also building pages and checking uploads.
 * A journey with seven scans would otherwise spend its own budget on them.
 */
const SCAN_ALLOWANCE_MS = 20_000;

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** One line per failing element: rule, impact, what to fix and where, so a failure reads on its own. */
function describe(violation: Violation): string[] {
  return violation.nodes.map(
    (node) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(" ")}: ${(
        node.failureSummary ?? ""
      ).replace(/\s+/g, " ")}`,
  );
}

/**
 * Runs axe on the whole page as it is now (open menus and toasts included) and fails on any
 * violation, naming `state` and the URL. No rule is switched off.
 */
export async function expectNoA11yViolations(page: Page, state = "page"): Promise<void> {
  // A refresh after a server action (Add to Cart) re-streams the page's metadata: for a moment under
  // load the <title> is empty. The page as a visitor meets it has one; wait for it, then judge.
  await expect(page).toHaveTitle(/\S/);
  test.setTimeout(test.info().timeout + SCAN_ALLOWANCE_MS);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.flatMap(describe), `${state} at ${page.url()}`).toEqual([]);
}
