"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useReducer, useRef, useState } from "react";
import {
  designWarnings,
  MAX_ELEMENTS_PER_SIDE,
  sideGeometry,
  type DesignDocument,
  type DesignElement,
  type DesignWarning,
} from "@/modules/print-design";
import type { DesignEditorProps } from "../editor-props";
import { AddToCart } from "./add-to-cart";
import { GuideLegend } from "./canvas-overlay";
import { DesignCanvas } from "./design-canvas";
import { DesignHeader } from "./design-header";
import { editorReducer, initialEditorState, selectedElement, type EditorState } from "./editor-state";
import { placedImageBox } from "./element-geometry";
import { SidePanels } from "./side-panels";
import { fittedTextHeight, textsOutgrowingBoxes } from "./text-fit";
import { Toolbar, type AddKind } from "./toolbar";
import { useAutosave } from "./use-autosave";
import { useDesignFonts } from "./use-design-fonts";
import { useDesignImages, type KnownImage } from "./use-design-images";
import { handleEditorKey } from "./editor-keys";
import { useElementWords } from "./use-element-words";
import { useZoom } from "./use-zoom";
import { newElement } from "./new-elements";
import type { ShownWarning } from "./warnings-panel";

/** Where the editor starts: a saved draft, a template or a blank page. */
export type EditorStart = {
  designId: string | null;
  name: string;
  document: DesignDocument;
  images: KnownImage[];
  /** A template picked: saved at once. A blank page is saved after its first change. */
  saveAtOnce: boolean;
};

type Props = {
  editor: DesignEditorProps;
  start: EditorStart;
  /** Tests open the editor in a given state (a selection, an edit made). */
  initialState?: EditorState;
};

/** The editor itself: toolbar, canvas, panels, autosave and the way into the cart. */
export function DesignWorkspace({ editor, start, initialState }: Props) {
  const t = useTranslations("designer");
  const { product } = editor;
  const [state, dispatch] = useReducer(editorReducer, initialState ?? initialEditorState(start.document));
  const [name, setName] = useState(start.name);
  const { document, sideIndex } = state;
  const { trim, bleed, safety } = document;
  const geometry = useMemo(() => sideGeometry(trim, { bleed, safety }), [trim, bleed, safety]);
  const side = document.sides[sideIndex]!;
  const sideName = product.sides.find((each) => each.areaId === side.areaId)?.name ?? side.areaId;
  const selected = selectedElement(state);
  const surfaceRef = useRef<HTMLDivElement>(null);

  const images = useDesignImages(start.images);
  const fonts = useDesignFonts(document.sides);
  const fontsMeasured = useRef(-1);
  useEffect(() => {
    // Once per typeface loaded, not per edit: a text fitted while the browser drew a fallback may now
    // outgrow its box.
    if (!fonts.ready || fontsMeasured.current === fonts.version) return;
    fontsMeasured.current = fonts.version;
    const heights = textsOutgrowingBoxes(document);
    if (heights.size > 0) dispatch({ type: "fitTextHeights", heights });
  }, [fonts.ready, fonts.version, document]);
  const { viewportRef, pixelsPerMm, percent, zoom } = useZoom(geometry);
  const words = useElementWords(images.names, product.sides);
  const defaultName = t("defaultName", { product: product.name });
  const autosave = useAutosave({
    designId: start.designId,
    name: name.trim() || defaultName,
    document,
    active: start.saveAtOnce || state.past.length > 0 || name !== start.name,
  });

  const warnings = useMemo(
    () => designWarnings(document, geometry, images.sizes),
    [document, geometry, images.sizes],
  );
  const shownWarnings: ShownWarning[] = useMemo(() => {
    const elements = new Map(
      document.sides.flatMap((each) => each.elements.map((element) => [element.id, element] as const)),
    );
    return warnings.map((warning) => ({ warning, text: words.warningText(warning, elements) }));
  }, [document, warnings, words]);

  function add(kind: AddKind) {
    const element = newElement(kind, geometry, { text: t("defaults.text"), qrValue: window.location.origin });
    const height = element.kind === "text" ? fittedTextHeight({ ...element, id: "new" }) : undefined;
    dispatch({ type: "add", element: height ? { ...element, height } : element });
  }

  function addImage(image: KnownImage) {
    void images.add(image);
    const box = placedImageBox(image, geometry);
    dispatch({ type: "add", element: { kind: "image", uploadId: image.uploadId, ...box, rotation: 0 } });
  }

  function show(warning: DesignWarning) {
    if ("elementId" in warning) dispatch({ type: "select", id: warning.elementId });
    else
      dispatch({
        type: "showSide",
        index: document.sides.findIndex((each) => each.areaId === warning.areaId),
      });
  }

  const layerName = (element: DesignElement | undefined) => (element ? words.layerName(element) : undefined);

  return (
    <div
      className="grid min-w-0 gap-4"
      onKeyDown={(event) => handleEditorKey(event, { selected, dispatch, surface: surfaceRef.current })}
    >
      <DesignHeader
        name={name}
        onName={setName}
        status={autosave.status}
        document={document}
        side={side}
        sideName={sideName}
        defaultName={defaultName}
        decodedImages={images.decoded}
      />
      <Toolbar
        productId={product.id}
        sides={document.sides.map((own) => ({
          areaId: own.areaId,
          name: product.sides.find((each) => each.areaId === own.areaId)?.name ?? own.areaId,
        }))}
        sideIndex={sideIndex}
        onShowSide={(index) => dispatch({ type: "showSide", index })}
        full={side.elements.length >= MAX_ELEMENTS_PER_SIDE}
        onAdd={add}
        onImage={addImage}
        canUndo={state.past.length > 0}
        canRedo={state.future.length > 0}
        onUndo={() => dispatch({ type: "undo" })}
        onRedo={() => dispatch({ type: "redo" })}
        zoomPercent={percent}
        onZoom={zoom}
      />
      <div className="grid min-w-0 gap-6 md:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        {/* The canvas stays in view (on wider screens) while the panels beside it scroll. */}
        <div className="grid min-w-0 content-start gap-2 md:sticky md:top-20 md:self-start">
          <div
            ref={viewportRef}
            className="flex max-h-[calc(100vh-9rem)] min-h-48 min-w-0 overflow-auto rounded-[var(--radius-lg)] bg-muted p-3 sm:p-8"
          >
            <div className="m-auto">
              <DesignCanvas
                side={side}
                sideName={sideName}
                geometry={geometry}
                pixelsPerMm={pixelsPerMm}
                pictures={images.pictures}
                fontsReady={fonts.ready}
                fontVersion={fonts.version}
                selected={selected}
                selectedName={layerName(selected)}
                dispatch={dispatch}
                surfaceRef={surfaceRef}
              />
            </div>
          </div>
          <GuideLegend geometry={geometry} />
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <SidePanels
            side={side}
            selected={selected}
            geometry={geometry}
            imageSizes={images.sizes}
            dispatch={dispatch}
            words={words}
            warnings={shownWarnings}
            onShowWarning={show}
            onRemove={() => surfaceRef.current?.focus()}
          />
          <AddToCart
            product={product}
            selection={editor.selection}
            selectionSummary={editor.selectionSummary}
            quantity={editor.quantity}
            productHref={editor.productHref}
            document={document}
            warnings={shownWarnings}
            saveNow={autosave.saveNow}
          />
        </div>
      </div>
    </div>
  );
}
