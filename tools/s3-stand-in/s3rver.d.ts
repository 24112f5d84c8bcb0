// s3rver ships no types; only what the stand-in uses.
declare module "s3rver" {
  import type { Server } from "node:http";

  type S3rverOptions = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  };

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    httpServer: Server;
    /** Its filesystem store (lib/stores/filesystem.js). */
    store: {
      deleteObject(bucket: string, key: string): Promise<void>;
      getResourcePath(bucket: string, key: string | undefined, type: string): string;
    };
  }
}
