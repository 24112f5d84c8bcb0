import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { requestLogger } from "@/server/http/request-logger";
import { markAccess, type ActionAccess, type Guard } from "./access";

/*
 * The one way to write a server action (docs/architecture.md#server-actions): check who calls, parse
 * what the browser sent, run the work, and answer with the action's own result shapes. Whatever the
 * work throws is logged (src/server/log-error.ts keeps values out) and answered as a failure; the
 * browser never sees a stack or an internal message. Next's own signals (redirect, notFound) pass.
 */

export type Unauthorized = { ok: false; error: "unauthorized" };
export type Invalid = { ok: false; error: "invalid" };
export type Failed = { ok: false; error: "failed" };
/** Every answer the builder gives instead of running the handler; action results add it to their own. */
export type Refused = Unauthorized | Invalid | Failed;

const UNAUTHORIZED: Unauthorized = { ok: false, error: "unauthorized" };
const INVALID: Invalid = { ok: false, error: "invalid" };
const FAILED: Failed = { ok: false, error: "failed" };

type CallerOf<Access> = Access extends Guard<infer Caller> ? Caller : undefined;
type Schema = z.ZodType;
type InputOf<S, Otherwise> = S extends Schema ? z.output<S> : Otherwise;

/** A log line: a message, or a message with fields (never the input as a whole: it may be personal). */
type LogLine = string | { message: string; fields: Record<string, unknown> };

type Common<Access extends ActionAccess, Input, Result> = {
  /** Who may call (`anyone(why)`, or the accounts module's `signedIn` and `staff`). */
  access: Access;
  /** The error log's line when the work throws; `input` is there once it passed the schema. */
  failed: LogLine | ((error: unknown, input: Input | undefined) => LogLine);
  /** A signed-in caller's success, for the request log (who did what); `userId` is added. */
  logged?: {
    message: string;
    /** Which results count; by default those with `ok: true`. */
    when?: (result: Result) => boolean;
    fields?: (input: Input, result: Result) => Record<string, unknown>;
  };
};

type Context<Access> = { user: CallerOf<Access> };

export type ActionSpec<
  Access extends ActionAccess,
  S extends Schema | undefined,
  Result,
  Refused,
  Inv,
  Fail,
> = Common<Access, InputOf<S, undefined>, Result> & {
  /** The zod schema the argument must pass; without one the argument is ignored. */
  input?: S;
  /** The answer to a caller who may not act (default `{ ok: false, error: "unauthorized" }`). */
  refused?: Refused;
  /** The answer to an argument the schema refuses (default `{ ok: false, error: "invalid" }`). */
  invalid?: (error: z.ZodError) => Inv;
  /** The answer when the work throws (default `{ ok: false, error: "failed" }`). */
  failure?: Fail;
};

/** What an action answers: the work's results and, where they can happen, the refusals. */
export type ActionResult<Access, S, Result, Refused, Inv, Fail> =
  Result | (Access extends Guard<{ id: string }> ? Refused : never) | (S extends Schema ? Inv : never) | Fail;

/** A server action of one argument (what the browser sends) that answers a result. */
export function defineAction<
  Access extends ActionAccess,
  Result,
  S extends Schema | undefined = undefined,
  const Refused = Unauthorized,
  const Inv = Invalid,
  const Fail = Failed,
>(
  spec: ActionSpec<Access, S, Result, Refused, Inv, Fail>,
  work: (input: InputOf<S, undefined>, context: Context<Access>) => Promise<Result>,
): (input?: unknown) => Promise<ActionResult<Access, S, Result, Refused, Inv, Fail>> {
  type Input = InputOf<S, undefined>;
  type Answer = ActionResult<Access, S, Result, Refused, Inv, Fail>;
  const answers = spec as Common<Access, Input, Answer> & { refused?: Answer; failure?: Answer };
  const action = async (argument?: unknown): Promise<Answer> =>
    guarded(answers, async (user, accept) => {
      let input = undefined as Input;
      if (spec.input) {
        const parsed = spec.input.safeParse(argument);
        if (!parsed.success)
          return { ran: false, result: (spec.invalid ? spec.invalid(parsed.error) : INVALID) as Answer };
        input = parsed.data as Input;
      }
      accept(input);
      return { ran: true, input, result: (await work(input, { user })) as Answer };
    });
  return markAccess(action, spec.access);
}

export type FormActionSpec<
  Access extends ActionAccess,
  Field extends string,
  S extends Schema | undefined,
  State,
> = Common<Access, InputOf<S, Record<Field, string>>, State> & {
  /** The form's fields, read as strings ("" when missing) and handed to the work as `values`. */
  fields: readonly Field[];
  /** The zod schema the values must pass; without one the work gets the values as they are. */
  input?: S;
  /** The state for values the schema refuses; it usually hands the values back to the form. */
  invalid?: (error: z.ZodError, values: Record<Field, string>) => NoInfer<State>;
  /** The state when the work throws, or a caller may not act. */
  failure: (values: Record<Field, string>) => NoInfer<State>;
} & (S extends Schema ? { invalid: unknown } : unknown);

type FormContext<Access, Field extends string> = Context<Access> & {
  values: Record<Field, string>;
  form: FormData;
};

/** A form's action for `useActionState`: (previous state, form data) → the next state. */
export function defineFormAction<
  Access extends ActionAccess,
  Field extends string,
  State,
  S extends Schema | undefined = undefined,
>(
  spec: FormActionSpec<Access, Field, S, State>,
  work: (input: InputOf<S, Record<Field, string>>, context: FormContext<Access, Field>) => Promise<State>,
): (previous: State, form: FormData) => Promise<State> {
  const action = async (_previous: State, form: FormData): Promise<State> => {
    const values = Object.fromEntries(
      spec.fields.map((field) => {
        const value = form.get(field);
        return [field, typeof value === "string" ? value : ""];
      }),
    ) as Record<Field, string>;
    const failure = spec.failure(values);
    return guarded({ ...spec, refused: failure, failure }, async (user, accept) => {
      type Input = InputOf<S, Record<Field, string>>;
      let input = values as Input;
      if (spec.input) {
        const parsed = spec.input.safeParse(values);
        if (!parsed.success) return { ran: false, result: spec.invalid!(parsed.error, values) };
        input = parsed.data as Input;
      }
      accept(input);
      return { ran: true, input, result: await work(input, { user, values, form }) };
    });
  };
  return markAccess(action, spec.access);
}

type Outcome<Input, Result> = { ran: true; input: Input; result: Result } | { ran: false; result: Result };

/** Access check, then `run` (parse and work), with the log lines and answers every action shares. */
async function guarded<Access extends ActionAccess, Input, Result>(
  spec: Common<Access, Input, Result> & { refused?: Result; failure?: Result },
  run: (user: CallerOf<Access>, accept: (input: Input) => void) => Promise<Outcome<Input, Result>>,
): Promise<Result> {
  let accepted: Input | undefined;
  try {
    let user: { id: string } | undefined;
    if (spec.access.access !== "public") {
      const caller = await spec.access.caller();
      if (!caller) return spec.refused ?? (UNAUTHORIZED as Result);
      user = caller;
    }
    const outcome = await run(user as CallerOf<Access>, (input) => (accepted = input));
    const { logged } = spec;
    if (outcome.ran && logged && (logged.when ?? succeeded)(outcome.result)) {
      const fields = logged.fields?.(outcome.input, outcome.result) ?? {};
      (await requestLogger()).info(user ? { userId: user.id, ...fields } : fields, logged.message);
    }
    return outcome.result;
  } catch (error) {
    // redirect(), notFound() and the like are how Next ends a request on purpose: not failures.
    unstable_rethrow(error);
    const line = typeof spec.failed === "function" ? spec.failed(error, accepted) : spec.failed;
    const { message, fields } = typeof line === "string" ? { message: line, fields: {} } : line;
    (await requestLogger()).error({ err: error, ...fields }, message);
    return spec.failure ?? (FAILED as Result);
  }
}

function succeeded(result: unknown): boolean {
  return typeof result === "object" && result !== null && "ok" in result && result.ok === true;
}
