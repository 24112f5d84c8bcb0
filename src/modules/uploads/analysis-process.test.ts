import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { log } from "@/server/log";
import { AnalysisProcess } from "./analysis-process.server";

/** The analysis children this test process has forked and that still run, from /proc (Linux). */
function analysisChildren(): number[] {
  const read = (file: string) => {
    try {
      return readFileSync(file, "utf8");
    } catch {
      return ""; // ended while we looked
    }
  };
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      // "pid (name) state ppid …": the parent is the field after the closing parenthesis and state.
      const ppid = read(`/proc/${pid}/stat`).split(") ")[1]?.split(" ")[1];
      return ppid === String(process.pid) && read(`/proc/${pid}/cmdline`).includes("analysis-child");
    })
    .map(Number);
}

async function pngOnDisk(): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "printgo-analysis-")), "design.png");
  writeFileSync(
    file,
    await sharp({ create: { width: 300, height: 200, channels: 3, background: "#2f6fed" } })
      .png()
      .toBuffer(),
  );
  return file;
}

const waitFor = async (check: () => boolean, ms: number) => {
  for (const deadline = Date.now() + ms; !check() && Date.now() < deadline;)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
};

let analysis: AnalysisProcess | undefined;
afterEach(() => analysis?.stop());

describe("AnalysisProcess", () => {
  it("ends a child that sat idle, and starts a new one for the next file", async () => {
    analysis = new AnalysisProcess({ timeMs: 20_000, rssBytes: 512 * 1024 * 1024, heapMb: 256, idleMs: 500 });
    const file = await pngOnDisk();

    const first = await analysis.run({ task: "analyse", file, kind: "png" }, log);
    expect(first).toMatchObject({ ok: true, facts: { widthPx: 300, heightPx: 200 } });
    const [child] = analysisChildren();
    expect(child).toBeDefined();

    // Busy files in a row keep the same child.
    await analysis.run({ task: "analyse", file, kind: "png" }, log);
    expect(analysisChildren()).toEqual([child]);

    expect(await waitFor(() => analysisChildren().length === 0, 5_000)).toBe(true);
    const again = await analysis.run({ task: "analyse", file, kind: "png" }, log);
    expect(again).toMatchObject({ ok: true, facts: { widthPx: 300, heightPx: 200 } });
    expect(analysisChildren()).not.toContain(child);
    expect(analysisChildren()).toHaveLength(1);
  }, 60_000);

  it("gives a file whose child crashed under it to a new child", async () => {
    analysis = new AnalysisProcess({
      timeMs: 20_000,
      rssBytes: 512 * 1024 * 1024,
      heapMb: 256,
      idleMs: 60_000,
    });
    const file = await pngOnDisk();
    await analysis.run({ task: "analyse", file, kind: "png" }, log);
    const [child] = analysisChildren();

    // Stopped, the child can't answer the next file before the signal lands; it dies as a native
    // library's crash kills it.
    process.kill(child!, "SIGSTOP");
    const reply = analysis.run({ task: "analyse", file, kind: "png" }, log);
    await new Promise((resolve) => setTimeout(resolve, 100));
    process.kill(child!, "SIGSEGV");
    process.kill(child!, "SIGCONT");

    expect(await reply).toMatchObject({ ok: true, facts: { widthPx: 300, heightPx: 200 } });
    expect(analysisChildren()).toHaveLength(1);
    expect(analysisChildren()).not.toContain(child);
  }, 60_000);
});
