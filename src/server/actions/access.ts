/*
 * Who may call a server action, declared where the action is defined (docs/architecture.md#server-actions).
 * The builder checks it on every call; src/composition/endpoint-access.ts and the authorization tests
 * read the same declaration, so what an action says about itself is what is enforced and tested.
 */

/** Anyone, signed in or not; `why` says what makes that safe (the caller's own cart, a secret link…). */
export type Anyone = { readonly access: "public"; readonly why: string };

/**
 * A signed-in caller ("user") or staff ("admin"). `caller` answers who is calling when they may act,
 * or null; the session lookup is the accounts module's, handed in so infrastructure never imports it.
 */
export type Guard<Caller extends { id: string }> = {
  readonly access: "user" | "admin";
  readonly caller: () => Promise<Caller | null>;
};

export type ActionAccess = Anyone | Guard<{ id: string }>;

/** What an action declares, without the lookup: the shape endpoint-access.ts lists. */
export type DeclaredAccess = { access: "public"; why: string } | { access: "user" } | { access: "admin" };

export function anyone(why: string): Anyone {
  return { access: "public", why };
}

export function guard<Caller extends { id: string }>(
  access: Guard<Caller>["access"],
  caller: () => Promise<Caller | null>,
): Guard<Caller> {
  return { access, caller };
}

/** The declaration without the lookup function. */
function declared(access: ActionAccess): DeclaredAccess {
  return access.access === "public" ? { access: "public", why: access.why } : { access: access.access };
}

// A registry symbol rather than a module-level WeakMap: it survives a module loaded twice (test isolation).
const ACCESS = Symbol.for("printgo.server-action.access");

/** Marks `action` with its declared access (the builder does this for every action it makes). */
export function markAccess<Action extends (...args: never[]) => unknown>(
  action: Action,
  access: ActionAccess,
): Action {
  Object.defineProperty(action, ACCESS, { value: declared(access), enumerable: false });
  return action;
}

/** The access an exported value declares, or undefined when it wasn't built with defineAction. */
export function declaredAccess(value: unknown): DeclaredAccess | undefined {
  if (typeof value !== "function") return undefined;
  return (value as unknown as Record<symbol, DeclaredAccess | undefined>)[ACCESS];
}
