"use server";

import { z } from "zod";
import { staff } from "@/modules/accounts/server";
import { roles } from "@/modules/accounts";
import { defineAction, type Refused } from "@/server/actions";
import { db } from "@/server/db";
import { changeUserRole } from "./user-roles.server";

export type SetUserRoleResult =
  { ok: true; changed: boolean } | { ok: false; error: "unknown" | "lastAdmin" | "self" } | Refused;

/** Users page: make an account admin or take the role away (never the last admin, never oneself). */
export const setUserRole = defineAction(
  {
    access: staff,
    input: z.object({ userId: z.string().min(1).max(100), role: z.enum(roles) }),
    failed: "user role change failed",
    logged: {
      message: "user role changed",
      when: (result: SetUserRoleResult) => result.ok && result.changed,
      fields: ({ userId, role }) => ({ target: userId, role }),
    },
  },
  async (input, { user }): Promise<SetUserRoleResult> => changeUserRole(db(), user, input),
);
