import "server-only";
import type { SignedInUser } from "@/modules/accounts/server";
import { listMyDesigns } from "@/modules/designer/server";
import type { Locale } from "@/modules/i18n";
import { getProfile, listAddresses, listPasskeys } from "@/modules/accounts/server";
import { listAccountOrders } from "../account-orders.server";
import type { AccountTab } from "../tabs";
import { AddressesPanel } from "./addresses-panel";
import { DesignsPanel } from "./designs-panel";
import type { CountryChoice } from "./address-form";
import { OrdersPanel } from "./orders-panel";
import { PasskeysPanel } from "./passkeys-panel";
import { PasswordForm } from "./password-form";
import { PaymentPanel } from "./payment-panel";
import { ProfileForm } from "./profile-form";

/** Where saved addresses may be: the countries the shop ships to, named in the page's language. */
export type AddressCountries = { countries: CountryChoice[]; defaultCountry: string };

/** The current tab's panel, with only that tab's data read (per request, for the signed-in user). */
export async function AccountPanel({
  tab,
  user,
  locale,
  addressCountries,
}: {
  tab: AccountTab;
  user: SignedInUser;
  locale: Locale;
  /** Read by the route only for the addresses tab. */
  addressCountries: () => Promise<AddressCountries>;
}) {
  switch (tab) {
    case "orders":
      return <OrdersPanel orders={await listAccountOrders(user)} />;
    case "designs":
      return <DesignsPanel designs={await listMyDesigns(locale)} />;
    case "payment":
      return <PaymentPanel />;
    case "addresses": {
      const [addresses, { countries, defaultCountry }] = await Promise.all([
        listAddresses(user.id),
        addressCountries(),
      ]);
      return <AddressesPanel addresses={addresses} countries={countries} defaultCountry={defaultCountry} />;
    }
    case "profile": {
      const [profile, passkeys] = await Promise.all([getProfile(user.id), listPasskeys(user.id)]);
      if (!profile) return null;
      return (
        <>
          <ProfileForm profile={profile} />
          <PasswordForm />
          <PasskeysPanel passkeys={passkeys} />
        </>
      );
    }
  }
}
