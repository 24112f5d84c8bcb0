"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useCart } from "@/modules/cart/components/cart-provider";
import { useMoney } from "@/modules/money/components/money-provider";
import { QuantityInput } from "@/modules/pricing/components/quantity-input";
import { QuotePanel } from "@/modules/pricing/components/quote-panel";
import { useQuote } from "@/modules/pricing/components/use-quote";
import { MAX_QUANTITY, parseQuantity, defaultSelection, priceSelection } from "@/modules/pricing";
import type { ShippingLevel } from "@/modules/shipping";
import type { UploadedDesign } from "@/modules/uploads";
import { DesignUpload } from "@/modules/uploads/components/design-upload";
import {
  availableSelection,
  FULLY_AVAILABLE,
  type OptionSelection,
  type Product,
  type ProductAvailability,
} from "@/modules/catalog";
import { ProductGallery } from "@/modules/catalog/components/product-gallery";
import { ProductOptionSelect } from "@/modules/catalog/components/product-option-select";
import { ShippingChoice, type CountryChoice } from "@/modules/shipping/components/shipping-choice";

type Props = {
  product: Product;
  countries: CountryChoice[];
  levels: ShippingLevel[];
  defaultCountry: string;
  /** What the print provider can print now (docs/cloudprinter.md §9); everything when omitted. */
  availability?: ProductAvailability;
  /** Server-rendered name, description and price, shown above the choices. */
  details: ReactNode;
};

/**
 * The product page's working part: gallery (with the visitor's mockup), options, design upload,
 * quantity, shipping, the live quote and Add to Cart. The server prices everything; this only asks.
 */
export function ProductConfigurator({
  product,
  countries,
  levels,
  defaultCountry,
  availability = FULLY_AVAILABLE,
  details,
}: Props) {
  const t = useTranslations("product");
  const formatMoney = useMoney();
  const cart = useCart();
  // The first value of each option, skipping values the provider cannot print now.
  const [selection, setSelection] = useState<OptionSelection>(() =>
    availableSelection(product.options, defaultSelection(product), availability),
  );
  const orderable = availability.orderable;
  const [quantityText, setQuantityText] = useState("1");
  const [country, setCountry] = useState(defaultCountry);
  const [level, setLevel] = useState(levels[0]?.id ?? "");
  const [files, setFiles] = useState<UploadedDesign[]>([]);
  const [adding, setAdding] = useState(false);
  const quantity = parseQuantity(quantityText);

  const quote = useQuote(
    product,
    orderable && country && level
      ? { productId: product.id, quantity, options: selection, country, shippingLevel: level }
      : undefined,
  );
  const local = priceSelection(product, selection);
  const linePrice =
    quote.status === "ready" ? quote.quote.totalPrice : local.ok ? local.unitPrice * quantity : undefined;
  const mockup = files.find((file) => file.mockupUrl);

  async function addToCart() {
    const missing = product.options.find((option) => !selection[option.id]);
    if (missing)
      return toast.error(t("missingSelection"), { description: t("pleaseSelect", { option: missing.name }) });
    if (files.length === 0) return toast.error(t("noFiles"), { description: t("noFilesText") });
    setAdding(true);
    const result = await cart.add({
      productId: product.id,
      quantity,
      options: selection,
      uploadIds: files.map((file) => file.fileId),
    });
    setAdding(false);
    if (result.ok) {
      toast.success(t("added"), {
        description: t("addedText", { name: product.name, quantity }),
        action: { label: t("viewCart"), onClick: () => cart.setOpen(true) },
      });
    } else if (result.error === "missingOption") {
      toast.error(t("missingSelection"), { description: t("pleaseSelect", { option: result.optionName }) });
    } else if (result.error === "unavailable") {
      toast.error(t("unavailableChoice"), {
        description:
          result.optionName && result.valueName
            ? t("unavailableChoiceText", { option: result.optionName, value: result.valueName })
            : t("unavailableProductText", { name: result.productName }),
      });
    } else if (result.error === "noFiles") {
      toast.error(t("noFiles"), { description: t("noFilesText") });
    } else {
      toast.error(t("addFailed"), { description: t("addFailedText") });
    }
  }

  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
      <div className="lg:sticky lg:top-20 lg:self-start">
        <ProductGallery
          pictures={product.images.map((image) => ({ url: image.url, alt: image.alt }))}
          mockup={
            mockup?.mockupUrl
              ? { url: mockup.mockupUrl, alt: t("mockupAlt", { name: product.name }), unoptimized: true }
              : undefined
          }
        />
      </div>
      <div className="grid content-start gap-6">
        {details}
        {product.options.length > 0 ? (
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 font-semibold">{t("optionsTitle")}</legend>
            {product.options.map((option) => (
              <ProductOptionSelect
                key={option.id}
                option={option}
                value={selection[option.id] ?? ""}
                unavailable={availability.unavailableValues[option.id]}
                onChange={(value) => setSelection((current) => ({ ...current, [option.id]: value }))}
              />
            ))}
          </fieldset>
        ) : null}
        <section aria-labelledby="design-title" className="grid gap-2">
          <h2 id="design-title" className="font-semibold">
            {t("yourDesign")}
          </h2>
          {product.printAreas[0] ? (
            <p className="text-sm text-muted-foreground">
              {t("printSize", { width: product.printAreas[0].width, height: product.printAreas[0].height })}
            </p>
          ) : null}
          <DesignUpload productId={product.id} files={files} onChange={setFiles} />
        </section>
        <QuantityInput
          id="quantity"
          label={t("quantity")}
          hint={t("quantityHint", { max: MAX_QUANTITY })}
          max={MAX_QUANTITY}
          text={quantityText}
          onTextChange={setQuantityText}
        />
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-semibold">{t("shippingTitle")}</legend>
          <ShippingChoice
            countries={countries}
            levels={levels}
            country={country}
            level={level}
            onCountryChange={setCountry}
            onLevelChange={setLevel}
          />
        </fieldset>
        <QuotePanel state={quote} quantity={quantity} />
        <div className="grid gap-2">
          <Button
            size="lg"
            onClick={addToCart}
            disabled={!orderable || files.length === 0 || adding}
            data-testid="add-to-cart"
          >
            {!orderable
              ? t("unavailable")
              : adding
                ? t("adding")
                : t("addToCart", { price: linePrice === undefined ? "" : formatMoney(linePrice) })}
          </Button>
          {!orderable ? (
            <p className="text-sm text-muted-foreground" data-testid="product-unavailable">
              {t("unavailableText")}
            </p>
          ) : files.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("uploadFirst")}</p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
