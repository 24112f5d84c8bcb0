import { z } from "zod";

/** What a job's payload must be: a JSON object (it is stored in the jsonb column `jobs.payload`). */
export type JobPayload = Record<string, unknown>;

/**
 * One kind of background job: its name (the `kind` stored with every row, so renaming it strands the
 * jobs already queued), the schema its payload must match, and what makes two jobs the same one.
 * Enqueueing and handling are both typed from this, so the two sides cannot disagree about the payload.
 */
export type JobDefinition<Payload extends JobPayload> = {
  readonly name: string;
  readonly schema: z.ZodType<Payload>;
  /**
   * The variable part of the dedupe key ("<order id>", "<period>"). The full key is always
   * `<name>:<part>` (see jobDedupeKey): at most one job ever exists per key.
   */
  readonly dedupeKey: (payload: Payload) => string;
  /** The table's default (8) when omitted. */
  readonly maxAttempts?: number;
};

/** A housekeeping job queued once per period, by whichever runner polls first; it takes no payload. */
export type RecurringJobDefinition = JobDefinition<EmptyPayload> & { readonly everySeconds: number };

type EmptyPayload = Record<string, never>;
const emptyPayload: z.ZodType<EmptyPayload> = z.strictObject({});

export function defineJob<Payload extends JobPayload>(
  definition: JobDefinition<Payload>,
): JobDefinition<Payload> {
  return Object.freeze({ ...definition });
}

/**
 * A recurring job. Its dedupe key is the current period (`uploads.cleanup:<hours since 1970>` for an
 * hourly one), so however many runners poll, one job per period exists. Three attempts: the next
 * period brings a fresh one anyway.
 */
export function defineRecurringJob(definition: {
  name: string;
  everySeconds: number;
  maxAttempts?: number;
}): RecurringJobDefinition {
  const { name, everySeconds, maxAttempts = 3 } = definition;
  return Object.freeze({
    name,
    everySeconds,
    maxAttempts,
    schema: emptyPayload,
    dedupeKey: () => String(Math.floor(Date.now() / 1000 / everySeconds)),
  });
}

/** The stored dedupe key: the job's name, a colon, its definition's part. The same shape for every job. */
export function jobDedupeKey<Payload extends JobPayload>(
  job: JobDefinition<Payload>,
  payload: Payload,
): string {
  return `${job.name}:${job.dedupeKey(payload)}`;
}

/**
 * Checks a payload against the job's schema. On failure the reason names the fields and what was
 * wrong with them, never their values: payloads can hold customers' details, and the reason is logged
 * and stored in jobs.last_error.
 */
export function parseJobPayload<Payload extends JobPayload>(
  job: JobDefinition<Payload>,
  payload: unknown,
): { ok: true; payload: Payload } | { ok: false; reason: string } {
  const parsed = job.schema.safeParse(payload);
  if (parsed.success) return { ok: true, payload: parsed.data };
  // Zod's own messages name the expected shape, not the value received.
  const problems = parsed.error.issues.map(
    (issue) => `${issue.path.length > 0 ? issue.path.join(".") : "(payload)"}: ${issue.message}`,
  );
  return { ok: false, reason: `payload does not match the ${job.name} schema (${problems.join("; ")})` };
}
