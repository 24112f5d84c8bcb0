// The analysis process (see analysis-pool.server.ts): it decodes customers' files so the web
// process never does. It runs with the react-server condition, compiled to dist/analysis-child.js in
// production and through tsx elsewhere, so `server-only` is an empty module here; it has no database
// and no configuration, only the file it is given.
import sharp from "sharp";
import { log } from "@/server/log";
import { analyseDesign } from "./analyse-design.server";
import { ANALYSIS_READY, type AnalysisJob, type AnalysisReply } from "./analysis-protocol";
import { UploadError } from "./upload-error";

const logger = log.child({ component: "upload-analysis" });

// One file at a time with one libvips thread and no cache: memory stays what that file needs.
sharp.cache(false);
sharp.concurrency(1);

async function analyse(job: AnalysisJob): Promise<AnalysisReply> {
  try {
    const { preview, ...facts } = await analyseDesign(job.file, job.kind, logger);
    return { id: job.id, ok: true, facts, preview };
  } catch (error) {
    if (error instanceof UploadError) return { id: job.id, ok: false, code: error.code };
    logger.warn({ err: error, kind: job.kind }, "design analysis failed");
    return { id: job.id, ok: false, code: "unreadable" };
  }
}

process.on("message", (job: AnalysisJob) => {
  void analyse(job).then((reply) => process.send?.(reply));
});
// The web process went away (or closed the channel): nothing is left to answer.
process.on("disconnect", () => process.exit(0));
process.send?.(ANALYSIS_READY);
