/** Milliseconds to wait before the next try, given how many attempts have been made so far (1, 2, ...). */
export type Backoff = (attempt: number) => number;

const BASE_MS = 30_000;
const MAX_MS = 60 * 60_000;

/**
 * 30 s, 1 min, 2 min, ... capped at 1 hour, plus up to 10% jitter so jobs that failed together (the
 * provider was down) do not all come back in the same second.
 */
export const defaultBackoff: Backoff = (attempt) => {
  const base = Math.min(BASE_MS * 2 ** Math.max(0, attempt - 1), MAX_MS);
  return Math.round(base + base * 0.1 * Math.random());
};
