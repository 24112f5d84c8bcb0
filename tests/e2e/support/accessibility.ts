/**
 * axe-core in the browser journeys (docs/testing.md#accessibility): a page, or an opened state of it (a
 * menu, the cart drawer, a wizard step, a toast), must have no serious or critical violation. Moderate
 * and minor findings are not failures here; they are for review.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

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
 * Runs axe on the whole page as it is now (open menus and toasts included) and fails on any serious or
 * critical violation, naming `state` and the URL. No rule is switched off.
 */
export async function expectNoSeriousA11yViolations(page: Page, state = "page"): Promise<void> {
  // A refresh after a server action (Add to Cart) re-streams the page's metadata: for a moment under
  // load the <title> is empty. The page as a visitor meets it has one; wait for it, then judge.
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(serious.flatMap(describe), `${state} at ${page.url()}`).toEqual([]);
}
