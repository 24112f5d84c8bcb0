// Test support: a design "uploaded in this browser", as the upload route records it.
import type { Database } from "@/server/db";
import type { uploads } from "@/server/db/schema/uploads";
import { insertTestUpload } from "@/modules/uploads/testing";
import { cartIdForAdding } from "./visitor-cart.server";

/**
 * An upload row (see insertTestUpload) belonging to the asking visitor's cart, made with its cookie
 * when there is none: the file this browser's visitor may put in their cart.
 */
export async function uploadInThisBrowser(
  database: Database,
  facts: Partial<typeof uploads.$inferInsert> = {},
): Promise<string> {
  return insertTestUpload(database, { ...facts, cartId: await cartIdForAdding(database) });
}
