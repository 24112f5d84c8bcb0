export {
  cachedValue,
  cacheListenerPid,
  cacheListening,
  createCache,
  invalidateTags,
  resetProcessCaches,
  type Cache,
  type CacheOptions,
} from "./cache";
export { dropPagesOnInvalidation } from "./page-cache";
