import { getShopTerms } from "@/modules/pricing/server";
import { shopTermsForm } from "../shop-terms-input";
import { ShopTermsFormCard } from "./shop-terms-form";

/**
 * The configuration page's "Free shipping and payment fees" card: reads the terms in force for the
 * form. The page has checked for staff; the form's action checks again.
 */
export async function ShopTermsCard() {
  return <ShopTermsFormCard initial={shopTermsForm(await getShopTerms())} />;
}
