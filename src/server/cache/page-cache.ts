import PageCacheHandler from "./page-cache-handler.cjs";
import { onAnyInvalidation } from "./cache";

/**
 * Ties the prerendered pages (page-cache-handler.cjs, Next's `cacheHandler`) to the tagged cache layer:
 * any invalidation, made in this process or heard from another, drops them, and each is rendered again
 * on its next request (docs/architecture.md#prerendered-pages). Called once at boot.
 */
export function dropPagesOnInvalidation(): () => void {
  return onAnyInvalidation("prerendered pages", PageCacheHandler.dropPrerenderedPages);
}
