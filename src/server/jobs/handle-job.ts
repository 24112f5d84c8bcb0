import { parseJobPayload, type JobDefinition, type JobPayload } from "./define-job";
import { InvalidJobPayloadError } from "./errors";

/** `attempt` counts from 1; the last one is `attempt === maxAttempts` (a handler may flag for people then). */
export type JobContext = { jobId: number; attempt: number; maxAttempts: number };

/** Does one job's work. Throw to retry later; throw PermanentJobError to fail without retrying. */
export type JobHandler<Payload extends JobPayload> = (payload: Payload, context: JobContext) => Promise<void>;

/**
 * A job kind paired with the code that runs it; a runner claims only the kinds it has registrations
 * for. The payload type is erased here so registrations of different jobs fit in one list.
 */
export type JobRegistration = {
  readonly name: string;
  /** Validates the stored payload with the job's schema, then hands the typed payload to the handler. */
  run(storedPayload: unknown, context: JobContext): Promise<void>;
};

export function handleJob<Payload extends JobPayload>(
  job: JobDefinition<Payload>,
  handler: JobHandler<Payload>,
): JobRegistration {
  return Object.freeze({
    name: job.name,
    async run(storedPayload: unknown, context: JobContext) {
      const parsed = parseJobPayload(job, storedPayload);
      if (!parsed.ok) throw new InvalidJobPayloadError(parsed.reason);
      await handler(parsed.payload, context);
    },
  });
}
