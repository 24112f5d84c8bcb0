/**
 * What the header knows about the signed-in visitor: enough for the user menu, nothing more. Read in
 * the browser from /api/me after the page loads (pages are the same for everybody,
 * docs/architecture.md#prerendered-pages).
 */
export type HeaderUser = { name: string; email: string; isAdmin: boolean };
