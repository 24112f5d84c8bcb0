import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { db, type Executor } from "@/server/db";
import { designs } from "@/server/db/schema/print-design";
import { designDocumentSchema, type DesignDocument } from "./document-schema";

/**
 * The customer's designs (docs/designer.md#designs-are-kept), owned by a cart like uploads: every read
 * and write names the caller's cart, so an id seen elsewhere finds nothing. Documents are checked by
 * the schema on the way in and on the way out.
 */

export type StoredDesign = {
  id: string;
  productId: number;
  name: string;
  document: DesignDocument;
  frozen: boolean;
  updatedAt: Date;
};

const MAX_DESIGN_NAME = 80;

function asStored(row: typeof designs.$inferSelect): StoredDesign | undefined {
  const parsed = designDocumentSchema.safeParse(row.document);
  if (!parsed.success) return undefined;
  return {
    id: row.id,
    productId: row.productId,
    name: row.name,
    document: parsed.data,
    frozen: row.frozen,
    updatedAt: row.updatedAt,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function insertDesign(
  cartId: string,
  design: { name: string; document: DesignDocument },
  frozen: boolean,
  executor: Executor,
): Promise<string> {
  const document = designDocumentSchema.parse(design.document);
  const [row] = await executor
    .insert(designs)
    .values({
      cartId,
      productId: document.productId,
      name: design.name.slice(0, MAX_DESIGN_NAME),
      document,
      frozen,
    })
    .returning({ id: designs.id });
  return row!.id;
}

/** A new draft of the cart's. */
export function createDesign(
  cartId: string,
  design: { name: string; document: DesignDocument },
  executor: Executor = db(),
): Promise<string> {
  return insertDesign(cartId, design, false, executor);
}

/** The cart's design `id` (a draft or a frozen copy), or undefined for any other id. */
export async function findDesign(
  id: string,
  cartId: string | undefined,
  executor: Executor = db(),
): Promise<StoredDesign | undefined> {
  if (!cartId || !UUID.test(id)) return undefined;
  const [row] = await executor
    .select()
    .from(designs)
    .where(and(eq(designs.id, id), eq(designs.cartId, cartId)));
  return row ? asStored(row) : undefined;
}

/** Design `id` whoever owns it: for staff and for an order the caller was proven to own. */
export async function findDesignById(
  id: string,
  executor: Executor = db(),
): Promise<StoredDesign | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await executor.select().from(designs).where(eq(designs.id, id));
  return row ? asStored(row) : undefined;
}

/** Replaces a draft's document (autosave); false when the cart has no such draft (a frozen copy never changes). */
export async function updateDesign(
  id: string,
  cartId: string,
  change: { document?: DesignDocument; name?: string },
  executor: Executor = db(),
): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const document = change.document ? designDocumentSchema.parse(change.document) : undefined;
  const updated = await executor
    .update(designs)
    .set({
      ...(document ? { document, productId: document.productId } : {}),
      ...(change.name !== undefined ? { name: change.name.slice(0, MAX_DESIGN_NAME) } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(designs.id, id), eq(designs.cartId, cartId), eq(designs.frozen, false)))
    .returning({ id: designs.id });
  return updated.length > 0;
}

/**
 * A frozen copy of a document, made when it goes into the cart: its print files point at it, so what the
 * cart line and the order print is fixed even while the customer goes on editing the draft.
 */
export function freezeDesign(
  cartId: string,
  design: { name: string; document: DesignDocument },
  executor: Executor = db(),
): Promise<string> {
  return insertDesign(cartId, design, true, executor);
}

/** The cart's drafts, the last changed first (My account → Designs). */
export async function listDesigns(cartId: string, executor: Executor = db()): Promise<StoredDesign[]> {
  const rows = await executor
    .select()
    .from(designs)
    .where(and(eq(designs.cartId, cartId), eq(designs.frozen, false)))
    .orderBy(desc(designs.updatedAt));
  return rows.flatMap((row) => asStored(row) ?? []);
}

/** A new draft with the same document; the copy's name says it is one (`copyName`). */
export async function duplicateDesign(
  id: string,
  cartId: string,
  copyName: (name: string) => string,
  executor: Executor = db(),
): Promise<string | undefined> {
  const design = await findDesign(id, cartId, executor);
  if (!design) return undefined;
  return createDesign(cartId, { name: copyName(design.name), document: design.document }, executor);
}

/** A guest cart merged into an account's: its designs are the account cart's from now on. */
export async function moveCartDesigns(
  executor: Executor,
  fromCartId: string,
  toCartId: string,
): Promise<void> {
  await executor.update(designs).set({ cartId: toCartId }).where(eq(designs.cartId, fromCartId));
}
