// The newsletter module's server-only surface (docs/architecture.md#module-public-surfaces).
import "server-only";
export { countSubscribers, latestSubscribers, type SubscriberRow } from "./subscribers.server";
