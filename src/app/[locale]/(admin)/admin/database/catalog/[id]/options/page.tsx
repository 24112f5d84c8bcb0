import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requireAdmin } from "@/modules/accounts/server";
import { AdminProductOptionsForm } from "@/modules/admin/catalog/components/admin-product-options-form";
import {
  accountFamiliesOf,
  backWithOf,
  keptOptionsOf,
  optionFormValues,
  valuesGoneFromAccount,
} from "@/modules/admin/catalog";
import { providerProduct } from "@/modules/admin/provider-catalogue/server";
import { ProviderErrorNotice } from "@/modules/admin/provider-catalogue/components/provider-error";
import { parseProductId } from "@/modules/catalog";
import { editableProduct } from "@/modules/catalog/server";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale } from "@/modules/i18n/server";
import { db } from "@/server/db";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: toLocale((await params).locale),
    namespace: "admin.catalog.offeredOptions",
  });
  return { title: t("pageTitle"), robots: { index: false, follow: false } };
}

/**
 * /admin/database/catalog/[id]/options: which of the account's option families and values a product
 * offers, imported or from the data file (docs/admin.md#offered-options); its options mapped another
 * way are listed and kept. An unknown id is a 404; a provider that can't be asked is said on the page.
 */
export default async function AdminProductOptionsPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const { id: rawId } = await params;
  await requireAdmin(
    locale,
    localizedPath(locale, `/admin/database/catalog/${encodeURIComponent(rawId.slice(0, 20))}/options`),
  );
  const id = parseProductId(rawId);
  const product = id === undefined ? undefined : await editableProduct(db(), id);
  if (!product) notFound();
  const account = await providerProduct(product.providerReference);
  if (!account.ok) return <ProviderErrorNotice error={account.error} />;
  // The account no longer has the product: its options can't change (the catalog check stops its sale).
  if (!account.data) {
    const t = await getTranslations({ locale, namespace: "admin.catalog.offeredOptions" });
    return (
      <p role="alert" className="rounded-[var(--radius)] border border-destructive/40 bg-destructive/5 p-4">
        {t("errors.notOnAccount")}
      </p>
    );
  }
  const { kept, families } = keptOptionsOf(accountFamiliesOf(account.data.families), product.options);
  return (
    <AdminProductOptionsForm
      key={product.editedAt?.toISOString() ?? ""}
      product={{
        id: product.id,
        name: product.name[locale],
        reference: product.reference,
        guarded: product.origin === "provider",
      }}
      initial={optionFormValues(families, product.options)}
      initialBackWith={product.back ? backWithOf(product) : undefined}
      gone={valuesGoneFromAccount(families, product.options)}
      kept={kept}
      locale={locale}
    />
  );
}
