"use client";

import { FilePlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useMemo } from "react";
import { documentGeometry, type DesignDocument } from "@/modules/print-design";
import type { DesignTemplateView } from "../editor-props";
import { PagePreview } from "./page-preview";
import { useDesignFonts } from "./use-design-fonts";

/** Backing pixels of a preview's longer edge: sharp on a 2× screen at the card's size. */
const PREVIEW_PIXELS = 360;

/** No picture to wait for: templates place none. */
const NO_IMAGES: ReadonlyMap<string, unknown> = new Map();

/** A template's first side, drawn by drawSide from the template's own data. */
function TemplatePreview({ document, fontVersion }: { document: DesignDocument; fontVersion: number }) {
  const geometry = useMemo(() => documentGeometry(document), [document]);
  return (
    <PagePreview
      side={document.sides[0]!}
      geometry={geometry}
      pixels={PREVIEW_PIXELS}
      images={NO_IMAGES}
      redraw={fontVersion}
    />
  );
}

const CARD =
  "group grid w-full content-start gap-3 rounded-[var(--radius-lg)] border border-border bg-card p-3 text-left transition-colors hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none";

/**
 * Where a new design starts: one card per template, its preview drawn from its own document, and a
 * blank page. Picking one opens the editor.
 */
export function TemplatePicker({
  templates,
  onPick,
}: {
  templates: DesignTemplateView[];
  onPick: (template: DesignTemplateView | null) => void;
}) {
  const t = useTranslations("designer.picker");
  const fonts = useDesignFonts(
    // Only the first sides are drawn here: a template's back loads its fonts once picked.
    templates.map((template) => template.document.sides[0]!),
  );
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={titleId} className="text-xl font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <li>
          <button type="button" data-testid="template-blank" className={CARD} onClick={() => onPick(null)}>
            <span className="flex h-36 items-center justify-center rounded-[var(--radius)] border-2 border-dashed border-input bg-muted/40">
              <FilePlusIcon aria-hidden className="size-8 text-muted-foreground" />
            </span>
            <span className="text-sm font-medium">{t("blank")}</span>
          </button>
        </li>
        {templates.map((template) => (
          <li key={template.id}>
            <button
              type="button"
              data-testid={`template-${template.id}`}
              className={CARD}
              onClick={() => onPick(template)}
            >
              <span className="flex h-36 items-center justify-center rounded-[var(--radius)] bg-muted/40 p-2">
                <TemplatePreview document={template.document} fontVersion={fonts.version} />
              </span>
              <span className="text-sm font-medium">{template.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
