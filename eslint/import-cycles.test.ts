import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The module list is a DAG (module-boundaries.mjs), but files inside a module, a layer or a tool can
// still import each other in a circle, which makes load order matter and hides a missing split. This
// walks every import (types included) the way TypeScript resolves them, and names each cycle it finds.
const root = path.resolve(import.meta.dirname, "..");
const FOLDERS = ["src", "scripts", "tests", "tools", "eslint"];
const SOURCE = /\.(?:ts|tsx|mts|cts|mjs|cjs)$/;

function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => SOURCE.test(file) && !/\.d\.[mc]?ts$/.test(file))
      .map((file) => path.join(root, folder, file)),
  );
}

function importGraph(files: string[]): Map<string, string[]> {
  const { config } = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      const targets = importedFiles
        .map(
          (ref) => ts.resolveModuleName(ref.fileName, file, options, ts.sys).resolvedModule?.resolvedFileName,
        )
        .filter((target): target is string => target !== undefined && known.has(target));
      return [file, targets];
    }),
  );
}

/** Strongly connected components of more than one file (or a file importing itself): Tarjan's algorithm. */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)!.includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe("imports", () => {
  it("form no cycle anywhere: src, scripts, tests, tools", { timeout: 120_000 }, () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(500);
    const named = cycles(importGraph(files)).map((cycle) => cycle.map((file) => path.relative(root, file)));
    expect(named).toEqual([]);
  });

  it("finds a cycle when there is one", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(cycles(graph)).toEqual([["a", "b", "c"]]);
  });
});
