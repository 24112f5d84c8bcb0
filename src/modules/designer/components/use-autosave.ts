"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { DesignDocument } from "@/modules/print-design";
import { saveDesign } from "../actions";

/**
 * Autosave (docs/designer.md#designs-are-kept): the draft is saved about a second after the last change;
 * the first save makes it and its id goes into the address (`?design=`), so a reload reopens it. A failed
 * save is tried again, a little later each time, until one passes.
 */

export type SaveStatus = "idle" | "saving" | "saved" | "retrying";

const AUTOSAVE_DELAY_MS = 1000;
const RETRY_DELAYS_MS = [2000, 5000, 10_000, 30_000];

type Options = {
  designId: string | null;
  name: string;
  document: DesignDocument;
  /** False until there is something to keep: a blank page before its first change. */
  active: boolean;
};

/** The address with `?design=<id>`, the other query parameters kept. */
function rememberInAddress(designId: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set("design", designId);
  window.history.replaceState(null, "", url);
}

export function useAutosave({ designId: initialId, name, document, active }: Options) {
  const [status, setStatus] = useState<SaveStatus>("idle");
  const designId = useRef(initialId);
  const latest = useRef({ name, document });
  const saved = useRef<{ name: string; document: DesignDocument } | null>(null);
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const failures = useRef(0);

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const { name: currentName, document: currentDocument } = latest.current;
    if (saved.current?.document === currentDocument && saved.current.name === currentName) return true;
    setStatus("saving");
    const result = await saveDesign({
      designId: designId.current,
      name: currentName,
      document: currentDocument,
    }).catch(() => ({ ok: false, error: "failed" }) as const);
    if (result.ok) {
      if (designId.current !== result.designId) rememberInAddress(result.designId);
      designId.current = result.designId;
      saved.current = { name: currentName, document: currentDocument };
      failures.current = 0;
      setStatus("saved");
      return true;
    }
    // A draft that is gone (put in the cart meanwhile, or removed) is made again on the next try.
    if (result.error === "notFound") designId.current = null;
    failures.current += 1;
    setStatus("retrying");
    return false;
  }, []);

  /** Saves now (after any save under way) and answers the draft's id, or null when it can't be saved. */
  const saveNow = useCallback(
    async function save(): Promise<string | null> {
      clearTimeout(timer.current);
      while (running.current) await running.current;
      const run = saveOnce();
      running.current = run;
      const ok = await run.finally(() => {
        running.current = null;
      });
      if (!ok) {
        const delay = RETRY_DELAYS_MS[Math.min(failures.current, RETRY_DELAYS_MS.length) - 1]!;
        timer.current = setTimeout(() => void save(), delay);
      }
      return ok ? designId.current : null;
    },
    [saveOnce],
  );

  useEffect(() => {
    latest.current = { name, document };
    if (!active) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
  }, [name, document, active, saveNow]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { status, saveNow };
}
