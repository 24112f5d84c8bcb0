import { redirect } from "next/navigation";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { anyone, declaredAccess, defineAction, defineFormAction, guard } from "@/server/actions";

vi.mock("next/headers", () => import("@/test/next-headers"));

const someone = { id: "user-1" };
const nobody = guard("user", async () => null);
const signedIn = guard("user", async () => someone);

describe("defineAction", () => {
  it("refuses a caller the guard turns away before reading the input", async () => {
    const work = vi.fn(async () => ({ ok: true }) as const);
    const action = defineAction({ access: nobody, input: z.object({ n: z.number() }), failed: "x" }, work);
    expect(await action("not even an object")).toEqual({ ok: false, error: "unauthorized" });
    expect(work).not.toHaveBeenCalled();
  });

  it("hands the work the parsed input and the caller, and keeps bounds", async () => {
    const action = defineAction(
      { access: signedIn, input: z.object({ n: z.number().int().max(10) }), failed: "x" },
      async ({ n }, { user }) => ({ ok: true, n, user: user.id }) as const,
    );
    expect(await action({ n: 3 })).toEqual({ ok: true, n: 3, user: "user-1" });
    expect(await action({ n: 11 })).toEqual({ ok: false, error: "invalid" });
  });

  it("answers its own shape for a refused input", async () => {
    const action = defineAction(
      {
        access: anyone("test"),
        input: z.string().max(2),
        invalid: () => ({ ok: false, error: "notFound" }),
        failed: "x",
      },
      async () => ({ ok: true }) as const,
    );
    expect(await action("long")).toEqual({ ok: false, error: "notFound" });
  });

  it("answers a thrown error as a failure, without its message or stack", async () => {
    const action = defineAction({ access: anyone("test"), failed: "work failed" }, async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    const answer = await action();
    expect(answer).toEqual({ ok: false, error: "failed" });
    expect(JSON.stringify(answer)).not.toContain("secret_table");
  });

  it("lets Next's redirect through", async () => {
    const action = defineAction({ access: anyone("test"), failed: "x" }, async () => redirect("/elsewhere"));
    await expect(action()).rejects.toThrow("NEXT_REDIRECT");
  });

  it("marks the action with its declared access, without the lookup", () => {
    const action = defineAction({ access: signedIn, failed: "x" }, async () => ({ ok: true }) as const);
    expect(declaredAccess(action)).toEqual({ access: "user" });
    expect(declaredAccess(async () => {})).toBeUndefined();
  });
});

describe("defineFormAction", () => {
  type State = { status: "idle" } | { status: "done"; name: string } | { status: "error"; name: string };
  const form = (name?: string) => {
    const data = new FormData();
    if (name !== undefined) data.set("name", name);
    return data;
  };

  it("reads the fields, parses them, and hands the values back when they are refused", async () => {
    const action = defineFormAction(
      {
        access: anyone("test"),
        fields: ["name"],
        input: z.object({ name: z.string().min(1) }),
        invalid: (_error, values): State => ({ status: "error", name: values.name }),
        failed: "x",
        failure: (values): State => ({ status: "error", name: values.name }),
      },
      async ({ name }): Promise<State> => ({ status: "done", name }),
    );
    expect(await action({ status: "idle" }, form("Ada"))).toEqual({ status: "done", name: "Ada" });
    expect(await action({ status: "idle" }, form())).toEqual({ status: "error", name: "" });
    expect(declaredAccess(action)).toEqual({ access: "public", why: "test" });
  });

  it("answers the failure state when the work throws", async () => {
    const action = defineFormAction(
      {
        access: anyone("test"),
        fields: ["name"],
        failed: "x",
        failure: (values): State => ({ status: "error", name: values.name }),
      },
      async (): Promise<State> => {
        throw new Error("boom");
      },
    );
    expect(await action({ status: "idle" }, form("Ada"))).toEqual({ status: "error", name: "Ada" });
  });
});
