"use client";

import {
  CircleIcon,
  MaximizeIcon,
  MinusIcon,
  QrCodeIcon,
  Redo2Icon,
  SquareIcon,
  TypeIcon,
  Undo2Icon,
  ZoomInIcon,
  ZoomOutIcon,
} from "lucide-react";
import { useTranslations } from "next-intl";
import type { KeyboardEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { MAX_ELEMENTS_PER_SIDE } from "@/modules/print-design";
import type { DesignerSide } from "../designer-product";
import { ImageUploadButton } from "./image-upload-button";
import type { KnownImage } from "./use-design-images";

export type AddKind = "text" | "rect" | "ellipse" | "line" | "qr";

const ADD_BUTTONS = [
  { kind: "text", label: "addText", Icon: TypeIcon },
  { kind: "rect", label: "addRectangle", Icon: SquareIcon },
  { kind: "ellipse", label: "addEllipse", Icon: CircleIcon },
  { kind: "line", label: "addLine", Icon: MinusIcon },
  { kind: "qr", label: "addQr", Icon: QrCodeIcon },
] as const;

type Props = {
  productId: number;
  sides: DesignerSide[];
  sideIndex: number;
  onShowSide: (index: number) => void;
  /** The side holds as many elements as a side may: nothing more can be added. */
  full: boolean;
  onAdd: (kind: AddKind) => void;
  onImage: (image: KnownImage) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  zoomPercent: number;
  onZoom: (change: "out" | "in" | "fit") => void;
};

function ToolButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    // aria-disabled, not disabled: undoing the last step must not drop focus to the page.
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      aria-disabled={disabled}
      className="aria-disabled:opacity-50"
      onClick={disabled ? undefined : onClick}
    >
      {children}
    </Button>
  );
}

/**
 * The sides as tabs ("Front", "Back"): arrow keys move between them (and stop there, so they don't
 * nudge the selection), only the side shown is in the Tab order.
 */
function SideTabs({
  sides,
  sideIndex,
  label,
  onShowSide,
}: {
  sides: DesignerSide[];
  sideIndex: number;
  label: string;
  onShowSide: (index: number) => void;
}) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    event.stopPropagation();
    const next = (sideIndex + step + sides.length) % sides.length;
    onShowSide(next);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  }
  return (
    <div role="tablist" aria-label={label} className="flex gap-1 sm:ml-auto" onKeyDown={onKeyDown}>
      {sides.map((side, index) => (
        <Button
          key={side.areaId}
          type="button"
          role="tab"
          size="sm"
          variant={index === sideIndex ? "default" : "outline"}
          aria-selected={index === sideIndex}
          tabIndex={index === sideIndex ? 0 : -1}
          onClick={() => onShowSide(index)}
        >
          {side.name}
        </Button>
      ))}
    </div>
  );
}

/** The tools above the canvas: add elements, undo and redo, zoom, and the side being designed. */
export function Toolbar(props: Props) {
  const t = useTranslations("designer.toolbar");
  const { sides, sideIndex } = props;
  return (
    <div
      role="toolbar"
      aria-label={t("label")}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-[var(--radius-lg)] border border-border bg-card p-1.5"
    >
      <div className="flex flex-wrap items-center">
        {ADD_BUTTONS.map(({ kind, label, Icon }) => (
          <ToolButton key={kind} label={t(label)} onClick={() => props.onAdd(kind)} disabled={props.full}>
            <Icon aria-hidden />
          </ToolButton>
        ))}
        <ImageUploadButton
          productId={props.productId}
          label={t("addImage")}
          disabled={props.full}
          onUploaded={props.onImage}
        />
      </div>
      <div className="flex items-center sm:border-l sm:border-border sm:pl-2">
        <ToolButton label={t("undo")} onClick={props.onUndo} disabled={!props.canUndo}>
          <Undo2Icon aria-hidden />
        </ToolButton>
        <ToolButton label={t("redo")} onClick={props.onRedo} disabled={!props.canRedo}>
          <Redo2Icon aria-hidden />
        </ToolButton>
      </div>
      <div className="flex items-center sm:border-l sm:border-border sm:pl-2">
        <ToolButton label={t("zoomOut")} onClick={() => props.onZoom("out")}>
          <ZoomOutIcon aria-hidden />
        </ToolButton>
        <output aria-live="polite" className="w-12 text-center text-sm tabular-nums">
          <span className="sr-only">{t("zoom")} </span>
          {props.zoomPercent}%
        </output>
        <ToolButton label={t("zoomIn")} onClick={() => props.onZoom("in")}>
          <ZoomInIcon aria-hidden />
        </ToolButton>
        <ToolButton label={t("zoomFit")} onClick={() => props.onZoom("fit")}>
          <MaximizeIcon aria-hidden />
        </ToolButton>
      </div>
      {sides.length > 1 ? (
        <SideTabs sides={sides} sideIndex={sideIndex} label={t("sides")} onShowSide={props.onShowSide} />
      ) : null}
      {props.full ? (
        <p className="basis-full px-2 text-xs text-muted-foreground">
          {t("full", { max: MAX_ELEMENTS_PER_SIDE })}
        </p>
      ) : null}
    </div>
  );
}
