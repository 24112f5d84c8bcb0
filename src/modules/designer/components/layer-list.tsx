"use client";

import { CircleIcon, ImageIcon, MinusIcon, QrCodeIcon, SquareIcon, TypeIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { Dispatch } from "react";
import { cn } from "@/lib/cn";
import type { DesignElement } from "@/modules/print-design";
import type { EditorAction } from "./editor-state";

const ICONS = {
  text: TypeIcon,
  rect: SquareIcon,
  ellipse: CircleIcon,
  line: MinusIcon,
  qr: QrCodeIcon,
  image: ImageIcon,
} as const;

type Props = {
  elements: DesignElement[];
  selectedId: string | null;
  dispatch: Dispatch<EditorAction>;
  layerName: (element: DesignElement) => string;
  colourOf: (element: DesignElement) => string | undefined;
};

/**
 * The side's elements, topmost first, each a button named for what it is ("Text: Somchai Jaidee");
 * pressing one selects it. Tab goes through them; the editor's keys (Delete, arrows) act on the one
 * selected.
 */
export function LayerList({ elements, selectedId, dispatch, layerName, colourOf }: Props) {
  const t = useTranslations("designer.layers");
  if (elements.length === 0) return <p className="text-sm text-muted-foreground">{t("empty")}</p>;
  return (
    <ol className="grid gap-1">
      {[...elements].reverse().map((element) => {
        const Icon = ICONS[element.kind];
        const selected = element.id === selectedId;
        const colour = element.kind === "rect" || element.kind === "ellipse" ? colourOf(element) : undefined;
        return (
          <li key={element.id}>
            <button
              type="button"
              data-testid={`layer-${element.id}`}
              aria-pressed={selected}
              onClick={() => dispatch({ type: "select", id: element.id })}
              className={cn(
                "flex min-h-10 w-full items-center gap-2 rounded-[var(--radius)] border px-3 py-2 text-left text-sm transition-colors",
                "focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                selected
                  ? "border-primary bg-secondary text-secondary-foreground"
                  : "border-transparent hover:bg-muted",
              )}
            >
              <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1 truncate">
                {layerName(element)}
                {colour ? <span className="sr-only">{t("colour", { colour })}</span> : null}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
