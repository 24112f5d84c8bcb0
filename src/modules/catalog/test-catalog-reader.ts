/**
 * A stand-in for another app or worker process, for catalog-cross-process.test.ts: it opens the
 * database at argv[2], reads the catalog through the real process cache and, asked over IPC,
 * answers product 1's base price from that cache. Run with `node --conditions=react-server --import
 * tsx` (the condition maps `server-only` to an empty module, as in the analysis child).
 */
import { cacheListening } from "@/server/cache";
import { openDatabase, setDatabaseHandle } from "@/server/db/client";
import { getStoredProduct } from "./catalog.server";

export type ReaderReply = { id: number; basePrice: number | undefined };

const url = process.argv[2];
if (!url || !process.send) throw new Error("usage: fork(test-catalog-reader.ts, [databaseUrl])");
setDatabaseHandle(openDatabase({ url }));
await getStoredProduct(1);
// Ready only once invalidations reach this process: a change made earlier could be missed.
await cacheListening();
// Each question carries an id so the test matches answers to the question it asked.
process.on("message", (message: { id: number }) => {
  void getStoredProduct(1).then((product) =>
    process.send!({ id: message.id, basePrice: product?.basePrice } satisfies ReaderReply),
  );
});
process.on("disconnect", () => process.exit(0));
process.send("ready");
