import { sql } from "drizzle-orm";
import type { Database } from "@/server/db";

export type ClaimedJob = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  /** Including the one just claimed. */
  attempts: number;
  maxAttempts: number;
};

type ClaimedRow = {
  id: number | string | bigint;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
};

/**
 * Claims up to `limit` due jobs of `kinds` in ONE statement. `for update skip locked` lets any number of
 * runners (web processes, workers) poll at once without ever taking the same row: a row another
 * runner is claiming is skipped, not waited for. A running job whose lock has lapsed (its runner died
 * or hung) is due again. The lock is a time, not a connection, so no transaction is held while a
 * handler runs.
 */
export async function claimJobs(
  database: Database,
  options: { kinds: string[]; limit: number; lockSeconds: number },
): Promise<ClaimedJob[]> {
  if (options.kinds.length === 0) return [];
  const kinds = sql.join(
    options.kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const result = await database.execute(sql`
    update jobs
    set status = 'running',
        attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${options.lockSeconds})
    where id in (
      select id from jobs
      where kind in (${kinds})
        and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
      order by run_at, id
      limit ${options.limit}
      for update skip locked
    )
    returning id, kind, payload, attempts, max_attempts`);
  // Both drivers answer `{ rows }` with snake_case columns; int8 ids arrive as strings from node-postgres.
  const rows = (result as unknown as { rows: ClaimedRow[] }).rows;
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    payload: row.payload,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
  }));
}
