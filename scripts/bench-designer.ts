/**
 * The designer's part of `npm run bench` (`BENCH_ONLY=designer` runs only this; alone, without a server:
 * `node --import tsx scripts/bench-designer.ts`, the render rows only; `BENCH_ORIGIN=http://…` adds the
 * weight rows of that server).
 *
 * Render rows: a design side drawn as its print PDF and thumbnail (renderSidePdf + renderSidePreview),
 * each run in a new child process started as the shop's analysis child is (scripts/lib/render-design-once.ts:
 * react-server condition, 256 MB V8 heap), whose limits are the budgets: the business card within 1 s,
 * an A3 poster placing a ~48 MB JPEG, and one placing a ~48 MB PNG, within the process's 20 s, all within its 512 MB of resident
 * memory. Three runs of each: the median time, the highest peak.
 *
 * Weight rows (with `origin`, a running production server): the JavaScript, gzip as sent, that the
 * HTML of /product/1 and of /design/1 loads, and how much of the designer's is its own.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import sharp from "sharp";
import { formatBenchTable, type BenchRow } from "./lib/bench-table";
import type { RenderCase, RenderResult } from "./lib/render-design-once";

const root = path.resolve(import.meta.dirname, "..");
const RUNS = 3;
/** The analysis process's limits (src/modules/uploads/analysis-pool.server.ts). */
const LIMIT_MS = 20_000;
const LIMIT_RSS_MB = 512;
const LIMIT_HEAP_MB = 256;
/** The business card is the designer's everyday file: a second at most. */
const CARD_BUDGET_MS = 1_000;
/** The storefront budget (docs/testing.md, speed budgets). */
const PRODUCT_SCRIPT_BUDGET = 150 * 1024;

const MB = 1024 * 1024;
/** The poster's image: as large as an upload may be (MAX_UPLOAD_BYTES, 50 MB), and at least 45 MB. */
const IMAGE_MIN_BYTES = 45 * MB;
const IMAGE_MAX_BYTES = 50 * MB;
const IMAGE_TARGET_BYTES = 48 * MB;
/** The poster's page (A3 trim plus 3 mm bleed on each edge), which the image covers. */
const POSTER_PAGE_MM = { width: 303, height: 426 };

type ImageKind = "JPEG" | "PNG";
type PosterImage = { kind: ImageKind; file: string; bytes: number; width: number; height: number };

/** Random pixels, which neither format can much compress: JPEG at quality 100, an opaque RGB PNG. */
function noiseImage(kind: ImageKind, width: number, height: number): Promise<Buffer> {
  const image = sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
  return (kind === "JPEG" ? image.jpeg({ quality: 100 }) : image.png({ compressionLevel: 1 })).toBuffer();
}

/**
 * An image of random pixels in the page's proportions, sized so that it lands between 45 and 50 MB: a
 * square measures the bytes per pixel first.
 */
async function makePosterImage(kind: ImageKind): Promise<PosterImage> {
  const aspect = POSTER_PAGE_MM.height / POSTER_PAGE_MM.width;
  let bytesPerPixel = (await noiseImage(kind, 1000, 1000)).byteLength / 1_000_000;
  for (let attempt = 0; attempt < 3; attempt++) {
    const width = Math.round(Math.sqrt(IMAGE_TARGET_BYTES / bytesPerPixel / aspect));
    const height = Math.round(width * aspect);
    const bytes = await noiseImage(kind, width, height);
    if (bytes.byteLength >= IMAGE_MIN_BYTES && bytes.byteLength <= IMAGE_MAX_BYTES) {
      const file = path.join(tmpdir(), `printgo-bench-poster-${process.pid}.${kind.toLowerCase()}`);
      writeFileSync(file, bytes);
      return { kind, file, bytes: statSync(file).size, width, height };
    }
    bytesPerPixel = bytes.byteLength / (width * height);
  }
  throw new Error(`could not make a ${kind} between 45 and 50 MB`);
}

/** One render in a new child process, started as the shop's analysis child is. */
function renderOnce(which: RenderCase, imageFile?: string): RenderResult {
  const run = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "--conditions=react-server",
      `--max-old-space-size=${LIMIT_HEAP_MB}`,
      path.join(root, "scripts", "lib", "render-design-once.ts"),
      which,
      ...(imageFile ? [imageFile] : []),
    ],
    // Past the shop's 20 s the child would have been killed; the bench waits longer, to give a figure.
    { cwd: root, encoding: "utf8", timeout: 6 * LIMIT_MS, maxBuffer: 16 * MB },
  );
  const json = run.stdout?.trim().split("\n").at(-1);
  if (run.status !== 0 || !json?.startsWith("{")) {
    const how = run.signal ?? `exit ${run.status}`;
    throw new Error(`the ${which} render failed (${how}): ${(run.stderr ?? "").slice(-1500)}`);
  }
  return JSON.parse(json) as RenderResult;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const size = (bytes: number) => (bytes < MB ? kb(bytes) : mb(bytes));
const ms = (value: number) => `${value.toFixed(0)} ms`;

type Case = { label: string; runs: RenderResult[]; medianMs: number; peakMb: number };

/** Three renders of one case, or why they failed (the row then fails; the rest of the bench goes on). */
function renderCase(
  label: string,
  which: RenderCase,
  imageFile?: string,
): Case | { label: string; failure: string } {
  try {
    const runs = Array.from({ length: RUNS }, () => renderOnce(which, imageFile));
    return {
      label,
      runs,
      medianMs: median(runs.map((run) => run.ms)),
      peakMb: Math.max(...runs.map((run) => run.maxRssMb)),
    };
  } catch (error) {
    return { label, failure: error instanceof Error ? error.message : String(error) };
  }
}

/** The table's row of a case: its median time and highest peak against the budgets. */
function caseRow(result: ReturnType<typeof renderCase>, budgetMs: number): BenchRow {
  const measured = "runs" in result;
  return {
    figure: `Designer render, ${result.label} (median of ${RUNS}, peak RSS)`,
    value: measured ? `${ms(result.medianMs)}, ${result.peakMb} MB` : "failed",
    budget: `≤ ${budgetMs / 1000} s, ≤ ${LIMIT_RSS_MB} MB`,
    pass: measured && result.medianMs <= budgetMs && result.peakMb <= LIMIT_RSS_MB,
  };
}

function caseLine(result: Case): string {
  const last = result.runs.at(-1)!;
  return (
    `  ${result.label}: median ${ms(result.medianMs)} (${result.runs.map((run) => run.ms.toFixed(0)).join(" / ")} ms), ` +
    `peak RSS ${result.peakMb} MB (${result.runs.map((run) => run.maxRssMb).join(" / ")}; ${last.loadedRssMb} MB ` +
    `before the render), PDF ${size(last.pdfBytes)}, ` +
    `thumbnail ${size(last.previewBytes)}`
  );
}

/** The image filter that means the upload went into the PDF as its own bytes. */
const PASSED_THROUGH: Record<ImageKind, string> = { JPEG: "/DCTDecode", PNG: "/FlateDecode" };

/** Where the poster's time and memory go, from the child's own figures. */
function posterFindings(poster: Case, image: PosterImage): string[] {
  const run = poster.runs.find((r) => r.ms === poster.medianMs) ?? poster.runs[0]!;
  const imageStreams = run.images
    .map((xobject) => `${xobject.filter} ${xobject.width} × ${xobject.height} px, ${mb(xobject.bytes)}`)
    .join("; ");
  // Skia's own stream of decoded pixels is FlateDecode too, but of its own size: the upload's is its own.
  const passedThrough =
    run.images.length > 0 &&
    run.images.every(
      (xobject) =>
        xobject.filter === PASSED_THROUGH[image.kind] &&
        Math.abs(xobject.bytes - image.bytes) < 0.02 * image.bytes,
    );
  const name = `A3 poster + ${image.kind}`;
  return [
    `  ${name}'s time: the PDF ${ms(run.pdfMs)}, the thumbnail ${ms(run.previewMs)}` +
      (image.kind === "JPEG" ? ` (libvips shrinks the JPEG while decoding it for the thumbnail)` : ""),
    `  ${name}'s PDF image: ${imageStreams || "none found"}: ` +
      (passedThrough
        ? `the ${image.kind}'s own compressed bytes (${PASSED_THROUGH[image.kind]}), never decoded for the ` +
          `PDF: a PDF of ${mb(run.pdfBytes)} for a ${image.kind} of ${mb(image.bytes)}`
        : `decoded and compressed again by Skia, not the ${image.kind}'s own bytes: a PDF of ` +
          `${mb(run.pdfBytes)} for a ${image.kind} of ${mb(image.bytes)}`),
    `  ${name}'s memory: ${run.loadedRssMb} MB before the render (the modules, and the file's bytes), ` +
      `peak ${run.maxRssMb} MB`,
  ];
}

async function renderRows(): Promise<{ lines: string[]; rows: BenchRow[] }> {
  const lines = [
    `\nDesigner print file (renderSidePdf + renderSidePreview, ${RUNS} runs each, each in a new child as the ` +
      `shop's analysis child: react-server, ${LIMIT_HEAP_MB} MB heap; time = the render only, memory = ` +
      `the process's peak RSS, module loading included)`,
  ];
  const card = renderCase("business card", "card");
  lines.push("runs" in card ? caseLine(card) : `  ${card.label}: ${card.failure}`);
  const rows: BenchRow[] = [caseRow(card, CARD_BUDGET_MS)];

  for (const kind of ["JPEG", "PNG"] as const) {
    const image = await makePosterImage(kind);
    try {
      const dpi = (image.width / POSTER_PAGE_MM.width) * 25.4;
      lines.push(
        `  poster image: ${image.width} × ${image.height} px random-noise ${kind}, ${mb(image.bytes)}, ` +
          `${dpi.toFixed(0)} dpi over the page`,
      );
      const poster = renderCase(`A3 poster + 50 MB ${kind}`, "poster", image.file);
      if ("runs" in poster) lines.push(caseLine(poster), ...posterFindings(poster, image));
      else lines.push(`  ${poster.label}: ${poster.failure}`);
      rows.push(caseRow(poster, LIMIT_MS));
    } finally {
      rmSync(image.file, { force: true });
    }
  }
  return { lines, rows };
}

type Fetched = { status: number; encoding: string; raw: Buffer };

/** GET with `accept-encoding: gzip`, the bytes as they came over the wire (fetch would gunzip them). */
function get(url: string): Promise<Fetched> {
  const client = url.startsWith("https:") ? https : http;
  return new Promise((resolve, reject) => {
    client
      .get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            encoding: String(response.headers["content-encoding"] ?? ""),
            raw: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

const decoded = (fetched: Fetched) => (fetched.encoding === "gzip" ? gunzipSync(fetched.raw) : fetched.raw);

/**
 * The `/_next/` scripts a page's HTML loads: `<script src>` (not `noModule`), and the scripts it has fetched ahead
 * (`<link rel="modulepreload">`, `<link rel="preload" as="script">`), each once.
 */
function pageScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    // Next's polyfills for browsers without modules (~39 KB): every browser that runs the shop skips them.
    if (/\snoModule\b/i.test(tag)) continue;
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    if (src?.startsWith("/_next/")) urls.add(src.replaceAll("&amp;", "&"));
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    const script =
      /\srel="modulepreload"/.test(tag) || (/\srel="preload"/.test(tag) && /\sas="script"/.test(tag));
    if (script && href?.startsWith("/_next/")) urls.add(href.replaceAll("&amp;", "&"));
  }
  return [...urls];
}

type PageWeight = { status: number; scripts: Map<string, number>; total: number; gzippedHere: number };

/** Each script's gzip size as sent (or, when the server sent it uncompressed, as zlib compresses it). */
async function pageWeight(origin: string, page: string): Promise<PageWeight> {
  const html = await get(origin + page);
  const scripts = new Map<string, number>();
  let gzippedHere = 0;
  if (html.status !== 200) return { status: html.status, scripts, total: 0, gzippedHere };
  for (const url of pageScripts(decoded(html).toString("utf8"))) {
    const script = await get(origin + url);
    if (script.status !== 200) throw new Error(`${url} (from ${page}) answered ${script.status}`);
    if (script.encoding === "gzip") {
      scripts.set(url, script.raw.byteLength);
    } else {
      scripts.set(url, gzipSync(decoded(script)).byteLength);
      gzippedHere++;
    }
  }
  const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
  return { status: html.status, scripts, total, gzippedHere };
}

async function weightRows(origin: string): Promise<{ lines: string[]; rows: BenchRow[] }> {
  const product = await pageWeight(origin, "/product/1");
  const designer = await pageWeight(origin, "/design/1");
  const note = (weight: PageWeight) =>
    weight.gzippedHere ? ` (${weight.gzippedHere} sent uncompressed, gzipped here with zlib)` : "";
  const lines = [
    `\nDesigner page weight (the /_next/ scripts in each page's HTML, gzip as sent)`,
    product.status === 200
      ? `  /product/1: ${kb(product.total)} in ${product.scripts.size} scripts${note(product)}`
      : `  /product/1 answered ${product.status}`,
  ];
  if (designer.status === 200) {
    const own = [...designer.scripts].filter(([url]) => !product.scripts.has(url));
    const ownBytes = own.reduce((sum, [, bytes]) => sum + bytes, 0);
    lines.push(
      `  /design/1: ${kb(designer.total)} in ${designer.scripts.size} scripts${note(designer)}, of which ` +
        `${kb(ownBytes)} in ${own.length} scripts only the designer route loads (not /product/1)`,
    );
  } else {
    lines.push(`  /design/1 answered ${designer.status}: its weight was not measured`);
  }
  const rows: BenchRow[] = [
    {
      figure: "JavaScript transferred, /product/1 (its script tags, gzip)",
      value: product.status === 200 ? `${kb(product.total)} gzip` : `answered ${product.status}`,
      budget: "≤ 150 KB gzip",
      pass: product.status === 200 && product.total <= PRODUCT_SCRIPT_BUDGET,
    },
  ];
  return { lines, rows };
}

/** The designer's lines and rows; the weight rows only when `origin` (a production server) is given. */
export async function benchDesigner(
  origin: string | undefined,
): Promise<{ lines: string[]; rows: BenchRow[] }> {
  const render = await renderRows();
  if (!origin) return render;
  const weight = await weightRows(origin);
  return { lines: [...render.lines, ...weight.lines], rows: [...render.rows, ...weight.rows] };
}

if (import.meta.filename === path.resolve(process.argv[1] ?? "")) {
  const { lines, rows } = await benchDesigner(process.env.BENCH_ORIGIN);
  console.log(lines.join("\n"));
  console.log(`\nBudgets (docs/testing.md)\n${formatBenchTable(rows)}`);
}
