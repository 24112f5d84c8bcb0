import "server-only";
import { z } from "zod";
import type { Executor } from "@/server/db";
import { env } from "@/server/env";
import { readSetting, storedSetting, writeSetting } from "@/server/settings";

/** The shop setting staff change on the configuration page (shop_settings.key). */
const SUPPORT_EMAIL_KEY = "support-email";

const supportEmailSetting = z.email().max(254);

/**
 * Where customers write and where staff notices of new support messages go: the address saved in the
 * admin, or SUPPORT_EMAIL from the environment until one is saved.
 */
export function supportAddress(): Promise<string> {
  return readSetting(SUPPORT_EMAIL_KEY, supportEmailSetting, () => env().SUPPORT_EMAIL);
}

export type SupportAddressSetting = {
  /** The address in force. */
  address: string;
  /** What is saved in the admin, if anything (otherwise the address comes from the environment). */
  saved: string | null;
  environmentDefault: string;
};

export async function supportAddressSetting(executor: Executor): Promise<SupportAddressSetting> {
  const stored = supportEmailSetting.safeParse(await storedSetting(executor, SUPPORT_EMAIL_KEY));
  return {
    address: await supportAddress(),
    saved: stored.success ? stored.data : null,
    environmentDefault: env().SUPPORT_EMAIL,
  };
}

/**
 * Saves the support address (lower-cased; null goes back to the environment's). Pass the transaction
 * that records the change. Answers what was saved before and after, for the audit entry.
 */
export async function saveSupportAddress(
  executor: Executor,
  address: string | null,
): Promise<{ before: string | null; after: string | null }> {
  const previous = supportEmailSetting.safeParse(await storedSetting(executor, SUPPORT_EMAIL_KEY));
  const after = address === null ? null : supportEmailSetting.parse(address.trim().toLowerCase());
  await writeSetting(executor, SUPPORT_EMAIL_KEY, after);
  return { before: previous.success ? previous.data : null, after };
}
