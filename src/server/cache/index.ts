export {
  cachedValue,
  cacheListenerPid,
  closeCacheListener,
  cacheListening,
  createCache,
  invalidateTags,
  invalidationsHeard,
  resetProcessCaches,
} from "./cache";
export { dropPagesOnInvalidation } from "./page-cache";
