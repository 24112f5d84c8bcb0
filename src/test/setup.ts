// Tests never touch the developer's .data folder: configuration points at a throwaway directory.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "printgo-test-"));
process.env.LOG_LEVEL ??= "silent";
