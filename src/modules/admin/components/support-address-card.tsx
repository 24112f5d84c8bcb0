import { supportAddressSetting } from "@/modules/support/server";
import { db } from "@/server/db";
import { AdminClientMessages } from "./admin-client-messages";
import { SupportAddressForm } from "./support-address-form";

/**
 * The configuration page's "Support address" card: reads the setting in force and hands the form its
 * own messages. The page has checked for staff; the form's action checks again.
 */
export async function SupportAddressCard() {
  const setting = await supportAddressSetting(db());
  return (
    <AdminClientMessages namespace="settings">
      <SupportAddressForm setting={setting} />
    </AdminClientMessages>
  );
}
