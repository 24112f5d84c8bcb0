import "server-only";
import { CATALOG_TAG } from "@/modules/catalog/server";
import { setReviewHidden } from "@/modules/reviews/server";
import { invalidateTags } from "@/server/cache";
import type { Database } from "@/server/db";
import { recordAudit, type AuditActor } from "@/modules/admin/audit/server";

export type ReviewChange = { ok: true } | { ok: false; error: "notFound" };

/**
 * "Hide" (hidden true) or "Show again": the review's visibility, the product's rating and count, and
 * the audit entry, in one transaction (docs/reviews.md#hiding). The catalog's cache is dropped at
 * commit so the product's pages show the new figures.
 */
export async function changeReviewVisibility(
  database: Database,
  actor: AuditActor,
  id: string,
  hidden: boolean,
): Promise<ReviewChange> {
  const result = await database.transaction(async (tx): Promise<ReviewChange> => {
    const change = await setReviewHidden(tx, id, hidden, actor.id);
    if (!change.ok) return change;
    await recordAudit(tx, actor, {
      action: hidden ? "review.hide" : "review.unhide",
      targetType: "review",
      targetId: id,
      before: { ...change.before, productId: change.productId },
      after: { ...change.after, productId: change.productId },
    });
    return { ok: true };
  });
  // A read between the clear inside the transaction and the commit may have cached the old figures.
  if (result.ok) await invalidateTags([CATALOG_TAG]);
  return result;
}
