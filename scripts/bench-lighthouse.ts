/**
 * The Lighthouse part of `npm run bench`: the mobile preset (Lighthouse's default: a mid-range phone on
 * a slow 4G connection, CPU slowed 4×) against the production server, five storefront pages, the
 * median of three runs each, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). Also the
 * JavaScript a product page transfers (gzip, as sent), from the same runs. Budgets: docs/testing.md (speed budgets).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const LIGHTHOUSE_PAGES = ["/", "/products", "/product/1", "/th/product/1", "/checkout"] as const;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export type LighthouseFigures = {
  path: string;
  performance: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  scriptTransferBytes: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type NetworkItem = { resourceType?: string; transferSize?: number };

export async function benchLighthouse(origin: string): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const path of LIGHTHOUSE_PAGES) {
      const runs: Omit<LighthouseFigures, "path">[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${origin}${path}`, {
          port: chrome.port,
          onlyCategories: ["performance"],
          output: "json",
          logLevel: "error",
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
        const requests = (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)
          ?.items;
        runs.push({
          performance: lhr.categories.performance?.score ?? 0,
          totalBlockingTimeMs: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
          largestContentfulPaintMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
          scriptTransferBytes: (requests ?? [])
            .filter((item) => item.resourceType === "Script")
            .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
        });
      }
      figures.push({
        path,
        performance: median(runs.map((run) => run.performance)),
        totalBlockingTimeMs: median(runs.map((run) => run.totalBlockingTimeMs)),
        largestContentfulPaintMs: median(runs.map((run) => run.largestContentfulPaintMs)),
        scriptTransferBytes: median(runs.map((run) => run.scriptTransferBytes)),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
