"use server";

import { z } from "zod";
import { staff } from "@/modules/accounts/server";
import { defineAction, type Refused } from "@/server/actions";
import { db } from "@/server/db";
import { changeReviewVisibility, type ReviewChange } from "./review-changes.server";

export type ReviewActionResult = ReviewChange | Refused;

/** "Hide" / "Show again" for a customer's review (docs/reviews.md#hiding), audited. */
export const setReviewVisibility = defineAction(
  {
    access: staff,
    input: z.object({ id: z.uuid(), hidden: z.boolean() }),
    failed: "review visibility change failed",
  },
  async ({ id, hidden }, { user }): Promise<ReviewActionResult> =>
    changeReviewVisibility(db(), user, id, hidden),
);
