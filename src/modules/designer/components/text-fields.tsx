"use client";

import { AlignCenterIcon, AlignLeftIcon, AlignRightIcon, BoldIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { FONT_IDS, FONT_NAMES, MAX_TEXT_LENGTH, type FontId, type TextElement } from "@/modules/print-design";
import { ColourField, NumberField } from "./fields";

const ALIGNS = [
  { align: "left", label: "alignLeft", Icon: AlignLeftIcon },
  { align: "center", label: "alignCentre", Icon: AlignCenterIcon },
  { align: "right", label: "alignRight", Icon: AlignRightIcon },
] as const;

/**
 * A text's own controls: the words, typeface, bold, size in points, colour and alignment. Every
 * change goes through `onChange`, which fits the box's height to the text.
 */
export function TextFields({
  element,
  onChange,
}: {
  element: TextElement;
  onChange: (changes: Partial<TextElement>, field?: string) => void;
}) {
  const t = useTranslations("designer.text");
  const textId = useId();
  const fontId = useId();
  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={textId}>{t("text")}</Label>
        <Textarea
          id={textId}
          value={element.text}
          maxLength={MAX_TEXT_LENGTH}
          rows={3}
          onChange={(event) => onChange({ text: event.currentTarget.value }, "text")}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={fontId}>{t("font")}</Label>
        <NativeSelect
          id={fontId}
          value={element.font}
          onChange={(event) => onChange({ font: event.currentTarget.value as FontId })}
        >
          {FONT_IDS.map((font) => (
            <option key={font} value={font} lang="en">
              {FONT_NAMES[font]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <NumberField
          label={t("size")}
          value={element.size}
          min={4}
          max={400}
          step={0.5}
          className="w-24"
          onChange={(size) => onChange({ size }, "size")}
        />
        <Button
          type="button"
          variant={element.weight === 700 ? "secondary" : "outline"}
          size="sm"
          aria-pressed={element.weight === 700}
          onClick={() => onChange({ weight: element.weight === 700 ? 400 : 700 })}
        >
          <BoldIcon aria-hidden />
          {t("bold")}
        </Button>
      </div>
      <div role="group" aria-label={t("align")} className="flex gap-1">
        {ALIGNS.map(({ align, label, Icon }) => (
          <Button
            key={align}
            type="button"
            size="icon"
            variant={element.align === align ? "secondary" : "outline"}
            aria-pressed={element.align === align}
            aria-label={t(label)}
            title={t(label)}
            onClick={() => onChange({ align })}
          >
            <Icon aria-hidden />
          </Button>
        ))}
      </div>
      <ColourField
        label={t("colour")}
        value={element.color}
        onChange={(color) => onChange({ color }, "color")}
      />
    </div>
  );
}
