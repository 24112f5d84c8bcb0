// Types for module-boundaries.mjs, read by its test (the config itself is plain JavaScript for ESLint).
import type { Linter } from "eslint";

export const moduleDependencies: Record<string, string[]>;
export function assertNoModuleCycle(graph: Record<string, string[]>): void;
export const messages: Record<
  | "deepImport"
  | "testingOutsideTests"
  | "relativeIntoModule"
  | "undeclaredModule"
  | "upwardFromModule"
  | "upwardFromServer"
  | "upwardFromPrimitives"
  | "shopImportsOutside"
  | "toolImportsShop",
  string
>;
export const moduleBoundaries: Linter.Config[];
