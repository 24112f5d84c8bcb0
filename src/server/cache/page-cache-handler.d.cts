// Types of page-cache-handler.cjs (plain CommonJS, loaded by Next by path).
declare class PageCacheHandler {
  constructor(options?: unknown);
  get(key: string): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, value: unknown): Promise<void>;
  revalidateTag(): Promise<void>;
  resetRequestCache(): void;
  static dropPrerenderedPages(): void;
  static pageCacheState(): { epoch: number; entries: Map<string, unknown>; bytes: number };
}
export = PageCacheHandler;
