"use client";

import { useLocale, useTranslations } from "next-intl";
import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { toast } from "@/components/ui/toaster";
import { Button } from "@/components/ui/button";
import { useCart } from "@/modules/cart/components/cart-provider";
import { useAddedToast } from "@/modules/cart/components/use-added-toast";
import { countryName as countryNameIn } from "@/modules/i18n";
import { useVisitorSettings } from "@/modules/i18n/components/visitor-settings";
import { useMoney } from "@/modules/money/components/money-provider";
import { PriceBreaksTable } from "@/modules/pricing/components/price-breaks-table";
import { QuantityInput } from "@/modules/pricing/components/quantity-input";
import { QuotePanel } from "@/modules/pricing/components/quote-panel";
import { useOfferedLevels } from "@/modules/pricing/components/use-offered-levels";
import { useQuote } from "@/modules/pricing/components/use-quote";
import { parseQuantity, defaultSelection, priceQuantity } from "@/modules/pricing";
import {
  acceptedKinds,
  blockingReasons,
  printReadiness,
  readinessMessage,
  type UploadedDesign,
} from "@/modules/uploads";
import { DesignUpload } from "@/modules/uploads/components/design-upload";
import { designerHref, designerProductOf } from "@/modules/designer";
import { Link } from "@/modules/i18n/components/navigation";
import {
  areasAsked,
  availableSelection,
  FULLY_AVAILABLE,
  designMockups,
  picturesForSelection,
  printAreaSpec,
  takesOneDesign,
  unitLabel,
  type OptionSelection,
  type PrintArea,
  type Product,
  type ProductAvailability,
} from "@/modules/catalog";
import { ProductGallery } from "@/modules/catalog/components/product-gallery";
import { ProductOptionSelect } from "@/modules/catalog/components/product-option-select";
import { ProductSizeChart } from "@/modules/catalog/components/product-size-chart";
import { NoShippingNotice } from "@/modules/shipping/components/no-shipping-notice";
import { ShippingChoice, type CountryChoice } from "@/modules/shipping/components/shipping-choice";
import { choicesMadeBeforeHydration } from "./choices-made-before-hydration";

type Props = {
  product: Product;
  countries: CountryChoice[];
  /** What the print provider can print now (docs/cloudprinter.md §9); everything when omitted. */
  availability?: ProductAvailability;
  /** Server-rendered name, description and price, shown above the choices. */
  details: ReactNode;
};

/**
 * The product page's working part: gallery (with the visitor's mockup), options, one design upload per
 * print area (a book's cover and interior), quantity, shipping, the live quote and Add to Cart. Files
 * are judged again whenever an option changes (a book's page count); the server prices everything and
 * has the last word on the files.
 */
export function ProductConfigurator({ product, countries, availability = FULLY_AVAILABLE, details }: Props) {
  const t = useTranslations("product");
  const locale = useLocale();
  const tUploads = useTranslations("uploads");
  const formatMoney = useMoney();
  const cart = useCart();
  const announceAdded = useAddedToast();
  // The first value of each option, skipping values the provider cannot print now.
  const [selection, setSelection] = useState<OptionSelection>(() =>
    availableSelection(product.options, defaultSelection(product), availability),
  );
  const orderable = availability.orderable;
  const [quantityText, setQuantityText] = useState(String(product.minQuantity));
  // The visitor's country (read in the browser: the page is prerendered for everybody) where we ship
  // there; otherwise none is chosen and the page says so, never a quiet quote to another country.
  const visitor = useVisitorSettings();
  const visitorShippable = countries.some((choice) => choice.code === visitor.country);
  const [chosenCountry, setCountry] = useState<string>();
  const country = chosenCountry ?? (visitorShippable ? visitor.country : "");
  // "" = the level the server preselects there (cheapest tracked); the quote says which it priced.
  const [level, setLevel] = useState("");
  const [filesByArea, setFilesByArea] = useState<Record<string, UploadedDesign[]>>({});
  const [adding, setAdding] = useState(false);
  const quantity = parseQuantity(quantityText, product);
  // Choices made in the server-rendered form before hydration win over the defaults, read before
  // the first paint so the price never shows the defaults' (docs/product-rules.md#product-page).
  const formRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!formRef.current) return;
    const kept = choicesMadeBeforeHydration(
      formRef.current,
      product.options,
      availability,
      { selection, quantityText, country },
      countries.map((choice) => choice.code),
    );
    if (Object.keys(kept.selection).length > 0)
      setSelection((current) => ({ ...current, ...kept.selection }));
    if (kept.quantityText !== undefined) setQuantityText(kept.quantityText);
    if (kept.country !== undefined) setCountry(kept.country);
    // Once, at hydration: afterwards React owns the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const unit = unitLabel(product, selection, locale);

  const quote = useQuote(
    product,
    orderable && country
      ? {
          productId: product.id,
          quantity,
          options: selection,
          country,
          ...(level ? { shippingLevel: level } : {}),
        }
      : undefined,
  );
  const shipping = useOfferedLevels(quote, country);
  const noShipping = quote.status === "error" && quote.error === "noShipping";
  const countryName = countries.find((choice) => choice.code === country)?.name ?? country;
  const local = priceQuantity(product, selection, quantity);
  // The unit price (USD cents) the button's line is priced at: the quote's, else the page's own estimate.
  const unitPriceUsd =
    quote.status === "ready" ? quote.quote.unitPrice : local.ok ? local.unitPrice : undefined;
  // The areas the chosen options ask a design for (a T-shirt's back only with "Front and back"); a
  // design already dropped on another is kept in the page, not sent, until its value is chosen again.
  const areas = areasAsked(product.printAreas, selection);
  const severalAreas = product.printAreas.length > 1;
  const filesOf = (area: PrintArea) => filesByArea[area.id] ?? [];
  const files = areas.flatMap(filesOf);
  const readinessOf = (area: PrintArea, design: UploadedDesign) =>
    printReadiness(design, { ...printAreaSpec(area, selection), cutLine: area.cutLine });
  // The picture of the chosen value leads; each side's design is drawn on the picture whose mockup area
  // draws it, so picking another colour puts the design on that shirt at once, and the back's on the
  // shirt seen from behind (docs/product-rules.md#product-page).
  const pictures = picturesForSelection(product.images, selection);
  const mockups = designMockups(
    pictures,
    selection,
    areas,
    (area) => filesOf(area).find((file) => file.previewUrl)?.previewUrl ?? undefined,
  );
  const missingArea = areas.find((area) => filesOf(area).length === 0);
  // The first file that cannot go into the cart as it is, with the message shown under it.
  const problem = areas
    .flatMap((area) =>
      filesOf(area).map((design) => {
        const readiness = readinessOf(area, design);
        const [reason] = blockingReasons(readiness);
        return reason && readiness ? { area, ...readinessMessage(reason, readiness) } : undefined;
      }),
    )
    .find((found) => found !== undefined);

  async function addToCart() {
    if (adding) return;
    const missing = product.options.find((option) => !selection[option.id]);
    if (missing)
      return toast.error(t("missingSelection"), { description: t("pleaseSelect", { option: missing.name }) });
    if (files.length === 0) return toast.error(t("noFiles"), { description: t("noFilesText") });
    if (missingArea)
      return toast.error(t("noFiles"), { description: t("missingAreaFile", { area: missingArea.name }) });
    if (problem) {
      return toast.error(t("fileProblemTitle", { area: problem.area.name }), {
        description: tUploads(problem.key, problem.values),
      });
    }
    setAdding(true);
    const result = await cart.add({
      productId: product.id,
      quantity,
      options: selection,
      files: areas.flatMap((area) =>
        filesOf(area).map((file) => ({ areaId: area.id, uploadId: file.fileId })),
      ),
    });
    setAdding(false);
    announceAdded(result, { name: product.name, quantity });
  }

  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
      <div className="lg:sticky lg:top-20 lg:self-start">
        <ProductGallery
          pictures={pictures.map((image) => ({ url: image.url, alt: image.alt }))}
          mockups={mockups.map(({ picture, area, designUrl }) => ({
            key: area.id,
            pictureUrl: picture.url,
            area: picture.mockupArea!,
            designUrl,
            alt:
              area === areas[0]
                ? t("mockupAlt", { name: product.name })
                : t("mockupAltArea", { name: product.name, area: area.name }),
          }))}
        />
      </div>
      <div ref={formRef} className="grid content-start gap-6">
        {details}
        {noShipping ? (
          <NoShippingNotice text={t("noShippingTo", { country: countryName })} />
        ) : chosenCountry === undefined && !visitorShippable ? (
          <NoShippingNotice text={t("noShippingTo", { country: countryNameIn(visitor.country, locale) })} />
        ) : null}
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
        {product.sizeChart ? <ProductSizeChart chart={product.sizeChart} locale={locale} /> : null}
        <section aria-labelledby="design-title" className="grid gap-2">
          <h2 id="design-title" className="font-semibold">
            {t("yourDesign")}
          </h2>
          {designerProductOf(product, selection) ? (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-dashed p-3">
              <p className="text-sm text-muted-foreground">{t("designOnlineHint")}</p>
              <Button asChild variant="outline">
                <Link href={designerHref(product.id, { selection, quantity })} prefetch={false}>
                  {t("designOnline")}
                </Link>
              </Button>
            </div>
          ) : null}
          {product.printAreas.map((area) => {
            if (!areas.includes(area)) return <AreaNotAsked key={area.id} area={area} product={product} />;
            const spec = printAreaSpec(area, selection);
            const upload = (
              <DesignUpload
                productId={product.id}
                files={filesOf(area)}
                onChange={(next) => setFilesByArea((current) => ({ ...current, [area.id]: next }))}
                single={takesOneDesign(area)}
                readinessOf={(design) => readinessOf(area, design)}
                kinds={acceptedKinds(area)}
              />
            );
            const measures = { width: spec.width, height: spec.height, pages: spec.pages };
            const size =
              area.file === "cover"
                ? t("coverSize", measures)
                : area.file === "book"
                  ? t("interiorSize", measures)
                  : t("printSize", measures);
            // A die-cut area says before the upload what its design must carry (docs/product-rules.md#cut-lines).
            const cutLineHint = area.cutLine ? (
              <p className="text-sm text-muted-foreground" data-testid="cut-line-hint">
                {t("cutLineHint")}
              </p>
            ) : null;
            if (!severalAreas) {
              return (
                <div key={area.id} className="grid gap-2">
                  <p className="text-sm text-muted-foreground">{size}</p>
                  {cutLineHint}
                  {upload}
                </div>
              );
            }
            return (
              <section key={area.id} aria-labelledby={`area-${area.id}`} className="grid gap-2">
                <h3 id={`area-${area.id}`} className="text-sm font-semibold">
                  {area.name}
                </h3>
                <p className="text-sm text-muted-foreground">{size}</p>
                {cutLineHint}
                {upload}
              </section>
            );
          })}
        </section>
        <QuantityInput
          id="quantity"
          label={t("quantity")}
          hint={t("quantityHint", { min: product.minQuantity, max: product.maxQuantity, unit })}
          range={product}
          text={quantityText}
          onTextChange={setQuantityText}
        />
        <PriceBreaksTable
          id="product-price-breaks"
          product={product}
          selection={selection}
          unit={unit}
          quantity={quantity}
        />
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-semibold">{t("shippingTitle")}</legend>
          <ShippingChoice
            countries={countries}
            levels={shipping.levels}
            country={country}
            level={shipping.level}
            onCountryChange={(code) => {
              setCountry(code);
              setLevel("");
            }}
            onLevelChange={setLevel}
            countryPlaceholder={country ? undefined : t("chooseCountry")}
          />
        </fieldset>
        <QuotePanel state={quote} quantity={quantity} unit={unit} />
        <div className="grid gap-2">
          <Button
            size="lg"
            onClick={addToCart}
            disabled={!orderable || files.length === 0}
            // Busy, not disabled: a disabled button drops focus to <body>; the toast then announces
            // the result while focus stays here (docs/testing.md#accessibility).
            aria-disabled={adding || undefined}
            data-testid="add-to-cart"
          >
            {!orderable
              ? t("unavailable")
              : adding
                ? t("adding")
                : t("addToCart", {
                    // As the quote panel, the cart and the order price it: unit converted, × quantity.
                    price: unitPriceUsd === undefined ? "" : formatMoney.line(unitPriceUsd, quantity),
                  })}
          </Button>
          {!orderable ? (
            <p className="text-sm text-muted-foreground" data-testid="product-unavailable">
              {t("unavailableText")}
            </p>
          ) : files.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("uploadFirst")}</p>
          ) : missingArea ? (
            <p className="text-sm text-muted-foreground">
              {t("missingAreaFile", { area: missingArea.name })}
            </p>
          ) : problem ? (
            <p className="text-sm text-destructive">{t("fixFilesFirst")}</p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** An area the chosen options don't print, saying which choice would (docs/product-rules.md#sides). */
function AreaNotAsked({ area, product }: { area: PrintArea; product: Product }) {
  const t = useTranslations("product");
  const option = product.options.find((candidate) => candidate.id === area.neededWith?.option);
  const value = option?.values.find((candidate) => candidate.id === area.neededWith?.value);
  return (
    <section aria-labelledby={`area-${area.id}`} className="grid gap-2" data-testid="area-not-asked">
      <h3 id={`area-${area.id}`} className="text-sm font-semibold">
        {area.name}
      </h3>
      <p className="text-sm text-muted-foreground">
        {option && value
          ? t("areaNotAsked", { option: option.name, value: value.name })
          : t("areaNotAskedPlain")}
      </p>
    </section>
  );
}
