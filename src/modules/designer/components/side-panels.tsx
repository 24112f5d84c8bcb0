"use client";

import { useTranslations } from "next-intl";
import { useId, type Dispatch, type ReactNode } from "react";
import type {
  DesignElement,
  DesignSide,
  DesignWarning,
  ImageSize,
  SideGeometry,
} from "@/modules/print-design";
import type { EditorAction } from "./editor-state";
import { ElementPanel } from "./element-panel";
import { CheckField, ColourField } from "./fields";
import { LayerList } from "./layer-list";
import type { useElementWords } from "./use-element-words";
import { WarningsPanel, type ShownWarning } from "./warnings-panel";

type Props = {
  side: DesignSide;
  selected: DesignElement | undefined;
  geometry: SideGeometry;
  imageSizes: ReadonlyMap<string, ImageSize>;
  dispatch: Dispatch<EditorAction>;
  words: ReturnType<typeof useElementWords>;
  warnings: ShownWarning[];
  onShowWarning: (warning: DesignWarning) => void;
  onRemove: () => void;
};

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-sm font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The panels beside the canvas (below it on a phone): properties, background, layers, warnings. */
export function SidePanels({
  side,
  selected,
  geometry,
  imageSizes,
  dispatch,
  words,
  warnings,
  onShowWarning,
  onRemove,
}: Props) {
  const t = useTranslations("designer");
  return (
    <>
      <Panel title={t("panel.title")}>
        {selected ? (
          <ElementPanel
            key={selected.id}
            element={selected}
            geometry={geometry}
            imageSize={selected.kind === "image" ? imageSizes.get(selected.uploadId) : undefined}
            dispatch={dispatch}
            onRemove={onRemove}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t("panel.none")}</p>
        )}
      </Panel>
      <Panel title={t("background.title")}>
        <ColourField
          label={t("background.colour")}
          value={side.background ?? "#ffffff"}
          onChange={(color) => dispatch({ type: "background", color, key: `background:${side.areaId}` })}
        />
        <CheckField
          label={t("background.none")}
          checked={side.background === null}
          onChange={(none) => dispatch({ type: "background", color: none ? null : "#ffffff" })}
        />
      </Panel>
      <Panel title={t("layers.title")}>
        <LayerList
          elements={side.elements}
          selectedId={selected?.id ?? null}
          dispatch={dispatch}
          layerName={words.layerName}
          colourOf={words.colourOf}
        />
      </Panel>
      <WarningsPanel warnings={warnings} onShow={onShowWarning} />
    </>
  );
}
