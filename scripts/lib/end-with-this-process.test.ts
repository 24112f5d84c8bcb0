import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

it("kills the child when the script that started it dies of an uncaught error", async () => {
  const folder = mkdtempSync(path.join(tmpdir(), "end-with-"));
  const script = path.join(folder, "parent.ts");
  writeFileSync(
    script,
    `import { spawn } from "node:child_process";
import { endWithThisProcess } from ${JSON.stringify(path.resolve(import.meta.dirname, "end-with-this-process.ts"))};
const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
endWithThisProcess(child);
console.log(child.pid);
setTimeout(() => { throw new Error("the run failed"); }, 200);
`,
  );
  const parent = spawn(process.execPath, ["--import", "tsx", script], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  let printed = "";
  parent.stdout.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const code = await new Promise((resolve) => parent.once("exit", resolve));
  expect(code).not.toBe(0);
  const child = Number(printed.trim());
  expect(child).toBeGreaterThan(0);
  // Reaped by init once its parent is gone; until then it may linger as a zombie.
  const deadline = Date.now() + 5000;
  while (alive(child) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(alive(child)).toBe(false);
});
