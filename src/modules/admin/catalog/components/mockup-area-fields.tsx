"use client";

import { useTranslations } from "next-intl";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { DEFAULT_MOCKUP_AREA, type MockupAreaForm } from "@/modules/catalog";
import { fieldId } from "../product-form";

type Props = {
  /** The area's path in the form, for field ids and error paths: `images.2.mockupArea`, `image.mockupArea`. */
  path: string;
  area: MockupAreaForm | null;
  errorText: (path: string) => string | undefined;
  onChange: (area: MockupAreaForm | null) => void;
};

const SIDES = ["left", "top", "width", "height"] as const;

/**
 * Where on one picture the customer's design is drawn on the product page (docs/admin.md#mockup-area),
 * in percent of the picture from its top-left corner: a shirt's chest, a mug's wrap. Off, the picture
 * is shown as it is. The thumbnail beside it outlines the area as it is typed (MockupAreaOutline).
 */
export function MockupAreaFields({ path: areaPath, area, errorText, onChange }: Props) {
  const t = useTranslations("admin.catalog.mockup");
  const id = fieldId(areaPath);
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">{t("title")}</legend>
      <label className="flex items-center gap-3 text-sm">
        <input
          id={id}
          type="checkbox"
          className="size-5 accent-primary"
          checked={area !== null}
          onChange={(event) => onChange(event.target.checked ? DEFAULT_MOCKUP_AREA : null)}
        />
        {t("enable")}
      </label>
      {area ? (
        <>
          <p className="text-xs text-muted-foreground">{t("hint")}</p>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {SIDES.map((side) => {
              const path = `${areaPath}.${side}`;
              return (
                <Field key={side} id={fieldId(path)} label={t(side)} error={errorText(path)} required>
                  <Input
                    {...fieldControlProps(fieldId(path), { error: errorText(path), name: path })}
                    value={area[side]}
                    inputMode="decimal"
                    autoComplete="off"
                    maxLength={6}
                    className="tabular-nums"
                    onChange={(event) => onChange({ ...area, [side]: event.target.value })}
                  />
                </Field>
              );
            })}
          </div>
        </>
      ) : null}
    </fieldset>
  );
}

/** The picture whole (not cropped), so the outlined mockup area sits where it will. */
export function MockupAreaThumbnail({ url, area }: { url: string; area: MockupAreaForm | null }) {
  return (
    <span className="relative block w-24 self-start">
      {/* eslint-disable-next-line @next/next/no-img-element -- our own pictures, /images or /media/catalog */}
      <img
        src={url}
        alt=""
        width={96}
        height={96}
        className="block h-auto w-24 rounded-[var(--radius)] border border-border"
      />
      <MockupAreaOutline area={area} />
    </span>
  );
}

/** The area drawn over the picture's thumbnail while staff type it; nothing while a figure is unreadable. */
function MockupAreaOutline({ area }: { area: MockupAreaForm | null }) {
  if (!area) return null;
  const [left = NaN, top = NaN, width = NaN, height = NaN] = SIDES.map((side) => Number(area[side]));
  if (![left, top, width, height].every((value) => Number.isFinite(value) && value >= 0 && value <= 100))
    return null;
  return (
    <span
      aria-hidden
      data-testid="mockup-area-outline"
      className="pointer-events-none absolute border-2 border-dashed border-primary bg-primary/10"
      style={{ left: `${left}%`, top: `${top}%`, width: `${width}%`, height: `${height}%` }}
    />
  );
}
