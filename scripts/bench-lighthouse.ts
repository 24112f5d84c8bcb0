/**
 * The Lighthouse part of `npm run bench`: the mobile preset (Lighthouse's default: a mid-range phone on
 * a slow 4G connection, CPU slowed 4×, simulated) against the production server, five storefront
 * pages, the median of three runs each, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
 * Each page's line also shows the JavaScript Lighthouse saw transferred (gzip, as sent).
 * Budgets: docs/testing.md (speed budgets).
 *
 * Each run is the Lighthouse CLI in a Chrome of its own, exactly as a newcomer types it
 * (`npx lighthouse <url> --only-categories=performance --chrome-flags="--headless=new --no-sandbox"`),
 * so the bench reads what they read. It once ran every page through the node API in one long-lived
 * Chrome; that read 0.99 where the CLI read 0.73. Every run's figures are printed, not only the
 * median: the simulated LCP of one page can move by a second between runs (docs/testing.md,
 * "Reading Lighthouse").
 */
import { spawn } from "node:child_process";
import path from "node:path";
import type { BenchRow } from "./lib/bench-table";

export const LIGHTHOUSE_PAGES = ["/", "/products", "/product/1", "/th/product/1", "/checkout"] as const;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CLI = path.resolve(import.meta.dirname, "..", "node_modules", "lighthouse", "cli", "index.js");

type RunFigures = {
  performance: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  scriptTransferBytes: number;
};
export type LighthouseFigures = RunFigures & { path: string; runs: RunFigures[] };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type NetworkItem = { resourceType?: string; transferSize?: number };
type Report = {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
};

/** One `lighthouse` CLI run: a fresh Chrome, the mobile preset, the report as JSON on stdout. */
function lighthouseCli(url: string): Promise<Report> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        CLI,
        url,
        "--only-categories=performance",
        "--output=json",
        "--output-path=stdout",
        "--quiet",
        "--chrome-flags=--headless=new --no-sandbox",
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0)
        return reject(new Error(`lighthouse ${url} exited ${code}: ${Buffer.concat(err).toString()}`));
      try {
        resolve(JSON.parse(Buffer.concat(out).toString()) as Report);
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

function figuresOf(report: Report): RunFigures {
  const requests = (report.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)
    ?.items;
  return {
    performance: report.categories.performance?.score ?? 0,
    totalBlockingTimeMs: report.audits["total-blocking-time"]?.numericValue ?? 0,
    largestContentfulPaintMs: report.audits["largest-contentful-paint"]?.numericValue ?? 0,
    scriptTransferBytes: (requests ?? [])
      .filter((item) => item.resourceType === "Script")
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

export async function benchLighthouse(origin: string): Promise<LighthouseFigures[]> {
  const figures: LighthouseFigures[] = [];
  for (const path of LIGHTHOUSE_PAGES) {
    const runs: RunFigures[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(figuresOf(await lighthouseCli(`${origin}${path}`)));
    figures.push({
      path,
      runs,
      performance: median(runs.map((run) => run.performance)),
      totalBlockingTimeMs: median(runs.map((run) => run.totalBlockingTimeMs)),
      largestContentfulPaintMs: median(runs.map((run) => run.largestContentfulPaintMs)),
      scriptTransferBytes: median(runs.map((run) => run.scriptTransferBytes)),
    });
  }
  return figures;
}

/**
 * One line per page with every run, so a median that hides a bimodal LCP is seen, and the script
 * bytes Lighthouse saw transferred (gzip, with headers).
 */
export function lighthouseLines(figures: LighthouseFigures[]): string[] {
  return figures.map(
    (page) =>
      `  Lighthouse ${page.path.padEnd(14)} ` +
      page.runs
        .map(
          (run) =>
            `${run.performance.toFixed(2)} (TBT ${run.totalBlockingTimeMs.toFixed(0)}, LCP ${(run.largestContentfulPaintMs / 1000).toFixed(1)} s)`,
        )
        .join(" · ") +
      `; JavaScript ${(page.scriptTransferBytes / 1024).toFixed(0)} KB`,
  );
}

/**
 * The budget rows (docs/testing.md, speed budgets): each page's medians. The JavaScript budget's row
 * is the designer bench's (bench-designer.ts, from the page's script tags, present without Lighthouse
 * too); Lighthouse's own figure for it, a few KB more for the response headers, is on its line above.
 */
export function lighthouseRows(figures: LighthouseFigures[]): BenchRow[] {
  return figures.map((page) => ({
    figure: `Lighthouse mobile ${page.path} (median of ${page.runs.length})`,
    value: `${page.performance.toFixed(2)}, TBT ${page.totalBlockingTimeMs.toFixed(0)} ms, LCP ${(page.largestContentfulPaintMs / 1000).toFixed(1)} s`,
    budget: "≥ 0.95, TBT < 200 ms, LCP < 2.5 s",
    pass: page.performance >= 0.95 && page.totalBlockingTimeMs < 200 && page.largestContentfulPaintMs < 2500,
  }));
}
