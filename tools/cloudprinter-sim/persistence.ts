import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { OrderRecord, QuoteRecord, SimSignal } from "./types";

/** The data file's shape. Bump `version` if it changes incompatibly. */
export type PersistedState = {
  version: 1;
  sequence: number;
  totalAddCalls: number;
  addCalls: Record<string, number>;
  orders: OrderRecord[];
  quotes: QuoteRecord[];
  signals: SimSignal[];
};

/** Undefined when the file does not exist yet; a corrupt file is an error rather than a silent wipe. */
export function readState(file: string): PersistedState | undefined {
  if (!existsSync(file)) return undefined;
  const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<PersistedState>;
  if (parsed.version !== 1) throw new Error(`cloudprinter-sim: ${file} is not a version 1 data file`);
  return parsed as PersistedState;
}

/**
 * Write-then-rename, so a crash mid-write leaves the previous file intact rather than half a JSON
 * document: rename within one directory replaces the target atomically.
 */
export function writeState(file: string, state: PersistedState): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(state));
  renameSync(temporary, file);
}
