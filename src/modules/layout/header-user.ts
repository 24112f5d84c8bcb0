/**
 * What the header knows about the signed-in visitor: enough for the user menu, nothing more (it is
 * serialised into every shop page). Decided on the server, so the first paint is already right.
 */
export type HeaderUser = { name: string; email: string; isAdmin: boolean };
