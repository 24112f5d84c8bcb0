// The my-account module's public surface, safe in client and server code (docs/architecture.md#module-public-surfaces).
export { accountTab, accountTabHref } from "./tabs";
