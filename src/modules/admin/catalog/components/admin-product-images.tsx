"use client";

import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ALT_MAX_LENGTH, IMAGE_PATH, MAX_IMAGES } from "@/modules/catalog";
import type { EditableProduct } from "@/modules/catalog/server";
import type { Locale } from "@/modules/i18n";
import { fieldId, type FormImage } from "../product-form";
import { MockupAreaFields, MockupAreaThumbnail } from "./mockup-area-fields";
import { MockupPrintAreaSelect } from "./mockup-print-area-select";
import { PictureShowsSelect } from "./picture-shows-select";
import { ProductPictureUpload } from "./product-picture-upload";

type Props = {
  images: FormImage[];
  /** The product's options: a picture may say which of their values it shows. */
  options: EditableProduct["options"];
  /** The product's print areas: a picture's mockup may draw the back's design instead of the front's. */
  printAreas: EditableProduct["printAreas"];
  locale: Locale;
  errorText: (path: string) => string | undefined;
  onChange: (images: FormImage[]) => void;
};

const LANGUAGES = ["en", "th"] as const;

/**
 * The product's pictures in display order: alt texts in both languages, move up or down, remove, and
 * add one by its path under /images or by uploading a picture to storage (ProductPictureUpload). The
 * first picture is the one the shop shows first; a picture may say which option value it shows (the
 * black shirt), and the product page then leads with it, with the customer's design drawn on it where
 * staff set its mockup area (docs/admin.md#mockup-area).
 */
export function AdminProductImages({ images, options, printAreas, locale, errorText, onChange }: Props) {
  const t = useTranslations("admin.catalog");
  const [newUrl, setNewUrl] = useState("");
  const [newUrlError, setNewUrlError] = useState<string>();

  const move = (from: number, to: number) => {
    const next = [...images];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };

  /** Sets an optional field of one picture; undefined takes it off (the form sends nothing for it). */
  const setOptional = <K extends "shows" | "mockupPrintArea">(index: number, key: K, value: FormImage[K]) =>
    onChange(
      images.map((image, i): FormImage => {
        if (i !== index) return image;
        const rest: FormImage = { ...image };
        delete rest[key];
        return value === undefined ? rest : { ...rest, [key]: value };
      }),
    );

  const append = (url: string) =>
    onChange([
      ...images,
      { key: `new-${Date.now()}-${images.length}`, url, alt: { en: "", th: "" }, mockupArea: null },
    ]);

  const add = () => {
    const url = newUrl.trim();
    if (!IMAGE_PATH.test(url)) return setNewUrlError(t("errors.imageUrl"));
    if (images.length >= MAX_IMAGES) return setNewUrlError(t("errors.imagesTooMany"));
    append(url);
    setNewUrl("");
    setNewUrlError(undefined);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("images")}</CardTitle>
        <CardDescription>{t("imagesHint")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {errorText("images") ? (
          <p role="alert" className="text-sm text-destructive">
            {errorText("images")}
          </p>
        ) : null}
        <ol className="grid gap-4">
          {images.map((image, index) => (
            <li
              key={image.key}
              className="grid gap-3 rounded-[var(--radius)] border border-border p-3 sm:grid-cols-[6rem_1fr]"
              data-testid="product-image"
            >
              <div className="grid content-start gap-2">
                <MockupAreaThumbnail url={image.url} area={image.mockupArea ?? null} />
                <div className="flex flex-wrap gap-1">
                  {index === 0 ? <Badge variant="info">{t("firstImage")}</Badge> : null}
                  {image.mockupArea ? <Badge variant="neutral">{t("mockupArea")}</Badge> : null}
                </div>
              </div>
              <div className="grid gap-3">
                <p
                  className="font-mono text-xs break-all text-muted-foreground"
                  id={fieldId(`images.${index}.url`)}
                  tabIndex={-1}
                >
                  {image.url}
                </p>
                {errorText(`images.${index}.url`) ? (
                  <p role="alert" className="text-sm text-destructive">
                    {errorText(`images.${index}.url`)}
                  </p>
                ) : null}
                <div className="grid gap-3 md:grid-cols-2">
                  {LANGUAGES.map((language) => {
                    const path = `images.${index}.alt.${language}`;
                    return (
                      <Field
                        key={language}
                        id={fieldId(path)}
                        label={t("altText", { language: t(`languages.${language}`) })}
                        error={errorText(path)}
                        required
                      >
                        <Input
                          {...fieldControlProps(fieldId(path), { error: errorText(path), name: path })}
                          lang={language}
                          value={image.alt[language]}
                          maxLength={ALT_MAX_LENGTH}
                          required
                          onChange={(event) =>
                            onChange(
                              images.map((other, i) =>
                                i === index
                                  ? { ...other, alt: { ...other.alt, [language]: event.target.value } }
                                  : other,
                              ),
                            )
                          }
                        />
                      </Field>
                    );
                  })}
                </div>
                <PictureShowsSelect
                  id={fieldId(`images.${index}.shows`)}
                  options={options}
                  locale={locale}
                  shows={image.shows}
                  error={errorText(`images.${index}.shows`)}
                  onChange={(shows) => setOptional(index, "shows", shows)}
                />
                <MockupAreaFields
                  path={`images.${index}.mockupArea`}
                  area={image.mockupArea ?? null}
                  errorText={errorText}
                  onChange={(mockupArea) =>
                    onChange(
                      images.map((other, i) => {
                        if (i !== index) return other;
                        // Without a mockup area nothing is drawn: which design it drew goes with it.
                        const { mockupPrintArea: _drawn, ...rest } = other;
                        return mockupArea ? { ...other, mockupArea } : { ...rest, mockupArea };
                      }),
                    )
                  }
                />
                {image.mockupArea ? (
                  <MockupPrintAreaSelect
                    id={fieldId(`images.${index}.mockupPrintArea`)}
                    printAreas={printAreas}
                    locale={locale}
                    value={image.mockupPrintArea}
                    error={errorText(`images.${index}.mockupPrintArea`)}
                    onChange={(mockupPrintArea) => setOptional(index, "mockupPrintArea", mockupPrintArea)}
                  />
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={t("moveUp", { position: index + 1 })}
                  >
                    <ArrowUpIcon aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={index === images.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={t("moveDown", { position: index + 1 })}
                  >
                    <ArrowDownIcon aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="text-destructive"
                    disabled={images.length === 1}
                    onClick={() => onChange(images.filter((_, i) => i !== index))}
                    aria-label={t("removeImage", { position: index + 1 })}
                  >
                    <Trash2Icon aria-hidden />
                    {t("remove")}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-60 flex-1">
            <Field id="product-new-image" label={t("addImage")} error={newUrlError} hint={t("addImageHint")}>
              <Input
                {...fieldControlProps("product-new-image", { error: newUrlError, hint: t("addImageHint") })}
                value={newUrl}
                placeholder="/images/products/…"
                autoComplete="off"
                spellCheck={false}
                maxLength={300}
                onChange={(event) => {
                  setNewUrl(event.target.value);
                  setNewUrlError(undefined);
                }}
                onKeyDown={(event) => {
                  // Enter adds the picture instead of saving the whole form.
                  if (event.key === "Enter") {
                    event.preventDefault();
                    add();
                  }
                }}
              />
            </Field>
          </div>
          <Button type="button" variant="outline" onClick={add}>
            <PlusIcon aria-hidden />
            {t("add")}
          </Button>
        </div>
        <ProductPictureUpload onUploaded={append} disabled={images.length >= MAX_IMAGES} />
      </CardContent>
    </Card>
  );
}
