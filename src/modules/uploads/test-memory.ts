import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

// A real gc() makes the memory figures mean something (vitest does not expose it).
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/**
 * Peak growth of live memory while `run` streams a body: a full collection and a sample every ~5 MB
 * pulled and once at the end, so garbage from chunks already passed on is not counted, but a body
 * held in memory would be. (pdf.js reserves, without touching, a buffer the size of the PDF: it shows
 * in array buffers, not in rss.)
 */
export async function measuringMemory<T>(run: (onPull: (bytes: number) => void) => Promise<T>) {
  gc();
  const baseline = process.memoryUsage();
  const peak = { rss: 0, buffers: 0 };
  const sample = () => {
    gc();
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss - baseline.rss);
    peak.buffers = Math.max(peak.buffers, now.arrayBuffers - baseline.arrayBuffers);
  };
  let nextSample = 0;
  const result = await run((bytes) => {
    if (bytes < nextSample) return;
    nextSample = bytes + 5 * 1024 * 1024;
    sample();
  });
  sample();
  const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;
  return { result, growth: { rssMb: mb(peak.rss), buffersMb: mb(peak.buffers) } };
}
