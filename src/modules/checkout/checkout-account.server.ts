import "server-only";
import { currentUser, savedAddresses, type SavedAddress } from "@/modules/accounts/server";
import type { Database } from "@/server/db";
import type { CheckoutAccount, CheckoutSavedAddress } from "./components/checkout-account";

/** The signed-in customer as the wizard needs them (e-mail, saved addresses), or null for a guest. */
export async function checkoutAccount(database: Database): Promise<CheckoutAccount> {
  const user = await currentUser();
  if (!user) return null;
  const addresses = await savedAddresses(database, user.id);
  return { email: user.email, addresses: addresses.map(toCheckoutAddress) };
}

/** The wizard has one address line: a saved second line joins the first. */
function toCheckoutAddress(saved: SavedAddress): CheckoutSavedAddress {
  return {
    id: saved.id,
    isDefault: saved.isDefault,
    address: {
      name: saved.name,
      company: saved.company ?? "",
      address: [saved.addressLine1, saved.addressLine2].filter(Boolean).join(", "),
      city: saved.city,
      state: saved.state ?? "",
      postalCode: saved.postalCode,
      country: saved.country,
    },
  };
}
