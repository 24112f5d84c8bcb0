// The analysis process (see analysis-pool.server.ts): it decodes customers' files so the web
// process never does. It runs with the react-server condition, compiled to dist/analysis-child.js in
// production and through tsx elsewhere, so `server-only` is an empty module here; it has no database
// and no configuration, only the files it is given.
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import sharp from "sharp";
import { log } from "@/server/log";
import { analyseDesign } from "./analyse-design.server";
import { ANALYSIS_READY, type AnalysisJob, type AnalysisReply } from "./analysis-protocol";
import { renderSidePdf, renderSidePreview } from "@/modules/print-design/server";
import { assemblePages, type PagePart } from "./assemble-pages.server";
import { UploadError } from "./upload-error";

const logger = log.child({ component: "upload-analysis" });

// One file at a time with one libvips thread and no cache: memory stays what that file needs.
sharp.cache(false);
sharp.concurrency(1);

async function analyse(job: AnalysisJob & { task: "analyse" }): Promise<AnalysisReply> {
  const { preview, ...facts } = await analyseDesign(job.file, job.kind, logger);
  return { id: job.id, ok: true, facts, preview };
}

/** What an upload row records of a file this process wrote: its size and hashes. */
function writtenFile(bytes: Uint8Array): { size: number; md5: string; sha256: string } {
  const hash = (algorithm: string) => createHash(algorithm).update(bytes).digest("hex");
  return { size: bytes.byteLength, md5: hash("md5"), sha256: hash("sha256") };
}

/** Reads the sides, writes the PDF made of them to `output` and answers what its upload row records. */
async function assemble(job: AnalysisJob & { task: "assemble" }): Promise<AnalysisReply> {
  const parts = await Promise.all(
    job.parts.map(async ({ file, kind, widthMm, heightMm }): Promise<PagePart> => {
      const bytes = new Uint8Array(await readFile(file));
      if (kind === "pdf") return { kind, bytes };
      return { kind, bytes, widthMm, heightMm };
    }),
  );
  const { bytes, ...pages } = await assemblePages(parts);
  await writeFile(job.output, bytes);
  return {
    id: job.id,
    ok: true,
    assembled: { ...writtenFile(bytes), ...pages },
  };
}

/**
 * Draws one side of a design as its print PDF and its thumbnail (docs/designer.md#print-file): the
 * images it places are decoded here, never in the web process.
 */
async function renderDesign(job: AnalysisJob & { task: "render-design" }): Promise<AnalysisReply> {
  const images = new Map<string, Uint8Array>();
  for (const image of job.images) images.set(image.uploadId, new Uint8Array(await readFile(image.file)));
  const bytes = await renderSidePdf(job.side, job.geometry, images);
  const preview = await renderSidePreview(job.side, job.geometry, images);
  images.clear();
  await writeFile(job.output, bytes);
  return {
    id: job.id,
    ok: true,
    rendered: {
      ...writtenFile(bytes),
      pageCount: 1,
      pageWidthMm: job.geometry.pageWidthMm,
      pageHeightMm: job.geometry.pageHeightMm,
    },
    preview,
  };
}

async function run(job: AnalysisJob): Promise<AnalysisReply> {
  try {
    if (job.task === "analyse") return await analyse(job);
    if (job.task === "assemble") return await assemble(job);
    return await renderDesign(job);
  } catch (error) {
    if (error instanceof UploadError) return { id: job.id, ok: false, code: error.code };
    logger.warn(
      { err: error, ...(job.task === "analyse" ? { kind: job.kind } : { task: job.task }) },
      "design analysis failed",
    );
    return { id: job.id, ok: false, code: "unreadable" };
  }
}

process.on("message", (job: AnalysisJob) => {
  void run(job).then((reply) => process.send?.(reply));
});
// The web process went away (or closed the channel): nothing is left to answer.
process.on("disconnect", () => process.exit(0));
process.send?.(ANALYSIS_READY);
