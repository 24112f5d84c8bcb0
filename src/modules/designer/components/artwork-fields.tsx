"use client";

import { ImageIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  effectiveDpi,
  MAX_QR_LENGTH,
  MIN_DPI,
  type ImageElement,
  type ImageSize,
  type LineElement,
  type QrElement,
  type ShapeElement,
} from "@/modules/print-design";
import type { ElementChanges } from "./editor-state";
import { CheckField, ColourField, NumberField } from "./fields";

/** A change; changes to one `field` in a row join one history entry (typing, dragging a colour). */
type Change = (changes: ElementChanges, field?: string) => void;

/** A rectangle's or an ellipse's fill and outline; "No fill" / "No outline" leave them out. */
export function ShapeFields({ element, onChange }: { element: ShapeElement; onChange: Change }) {
  const t = useTranslations("designer.shape");
  return (
    <div className="grid gap-3">
      <ColourField
        label={t("fill")}
        value={element.fill ?? "#ffffff"}
        disabled={element.fill === null}
        onChange={(fill) => onChange({ fill }, "fill")}
      />
      <CheckField
        label={t("noFill")}
        checked={element.fill === null}
        onChange={(none) => onChange({ fill: none ? null : "#2563eb" })}
      />
      <ColourField
        label={t("stroke")}
        value={element.stroke ?? "#111827"}
        disabled={element.stroke === null}
        onChange={(stroke) => onChange({ stroke }, "stroke")}
      />
      <CheckField
        label={t("noStroke")}
        checked={element.stroke === null}
        onChange={(none) =>
          onChange(none ? { stroke: null } : { stroke: "#111827", strokeWidth: element.strokeWidth || 0.5 })
        }
      />
      {element.stroke !== null ? (
        <NumberField
          label={t("strokeWidth")}
          value={element.strokeWidth}
          min={0}
          max={50}
          className="w-32"
          onChange={(strokeWidth) => onChange({ strokeWidth }, "strokeWidth")}
        />
      ) : null}
    </div>
  );
}

export function LineFields({ element, onChange }: { element: LineElement; onChange: Change }) {
  const t = useTranslations("designer.line");
  return (
    <div className="grid gap-3">
      <ColourField
        label={t("colour")}
        value={element.stroke}
        onChange={(stroke) => onChange({ stroke }, "stroke")}
      />
      <NumberField
        label={t("width")}
        value={element.strokeWidth}
        min={0.1}
        max={50}
        className="w-32"
        onChange={(strokeWidth) => onChange({ strokeWidth }, "strokeWidth")}
      />
    </div>
  );
}

export function QrFields({ element, onChange }: { element: QrElement; onChange: Change }) {
  const t = useTranslations("designer.qr");
  const id = useId();
  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{t("value")}</Label>
        <Input
          id={id}
          value={element.value}
          maxLength={MAX_QR_LENGTH}
          onChange={(event) => {
            // A QR code needs something to say: an emptied field keeps the last value.
            if (event.currentTarget.value !== "") onChange({ value: event.currentTarget.value }, "value");
          }}
        />
      </div>
      <ColourField
        label={t("colour")}
        value={element.color}
        onChange={(color) => onChange({ color }, "color")}
      />
    </div>
  );
}

/** An image's print resolution at its size, live, and "Use as background". */
export function ImageFields({
  element,
  size,
  onUseAsBackground,
}: {
  element: ImageElement;
  size: ImageSize | undefined;
  onUseAsBackground: () => void;
}) {
  const t = useTranslations("designer.image");
  const dpi = size ? effectiveDpi(element, size) : undefined;
  return (
    <div className="grid gap-3">
      <p
        role="status"
        className={
          dpi !== undefined && dpi < MIN_DPI
            ? "text-sm font-medium text-destructive"
            : "text-sm text-muted-foreground"
        }
      >
        {dpi === undefined
          ? t("dpiUnknown")
          : dpi < MIN_DPI
            ? t("dpiLow", { dpi, min: MIN_DPI })
            : t("dpiGood", { dpi })}
      </p>
      <div className="grid gap-1">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onUseAsBackground}
          className="justify-self-start"
        >
          <ImageIcon aria-hidden />
          {t("useAsBackground")}
        </Button>
        <p className="text-xs text-muted-foreground">{t("backgroundHint")}</p>
      </div>
    </div>
  );
}
