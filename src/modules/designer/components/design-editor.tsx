"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { DesignEditorProps } from "../editor-props";
import { DesignWorkspace, type EditorStart } from "./design-workspace";
import { blankDocument, withProductSides } from "./start-document";
import { TemplatePicker } from "./template-picker";

/**
 * The online designer (docs/designer.md): a saved draft opens at once; a new design starts from the
 * template picker (a template or a blank page), then the editor.
 */
export function DesignEditor(props: DesignEditorProps) {
  const t = useTranslations("designer");
  const { product, saved } = props;
  const [start, setStart] = useState<EditorStart | null>(() =>
    saved
      ? {
          designId: saved.designId,
          name: saved.name,
          document: withProductSides(saved.document, product),
          images: saved.images,
          saveAtOnce: false,
        }
      : null,
  );

  const title = (
    <h1 className="mb-4 text-2xl font-bold tracking-tight">{t("title", { product: product.name })}</h1>
  );
  if (!start) {
    return (
      <>
        {title}
        <TemplatePicker
          templates={props.templates}
          onPick={(template) =>
            setStart({
              designId: null,
              name: t("defaultName", { product: product.name }),
              document: withProductSides(template ? template.document : blankDocument(product), product),
              images: [],
              saveAtOnce: template !== null,
            })
          }
        />
      </>
    );
  }
  return (
    <>
      {title}
      <DesignWorkspace editor={props} start={start} />
    </>
  );
}
