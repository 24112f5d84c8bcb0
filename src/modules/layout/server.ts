import "server-only";

// Server-only entry of the layout module (docs/architecture.md#modules).
export { headerUser } from "./header-user.server";
