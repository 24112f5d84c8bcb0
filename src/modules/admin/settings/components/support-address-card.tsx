import { supportAddressSetting } from "@/modules/support/server";
import { db } from "@/server/db";
import { SupportAddressForm } from "./support-address-form";

/**
 * The configuration page's "Support address" card: reads the setting in force for the form. The page
 * has checked for staff; the form's action checks again.
 */
export async function SupportAddressCard() {
  const setting = await supportAddressSetting(db());
  return <SupportAddressForm setting={setting} />;
}
