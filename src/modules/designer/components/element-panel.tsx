"use client";

import {
  AlignCenterHorizontalIcon,
  AlignCenterVerticalIcon,
  AlignEndHorizontalIcon,
  AlignEndVerticalIcon,
  AlignStartHorizontalIcon,
  AlignStartVerticalIcon,
  BringToFrontIcon,
  ChevronDownIcon,
  ChevronUpIcon,
  CopyIcon,
  SendToBackIcon,
  Trash2Icon,
} from "lucide-react";
import { useTranslations } from "next-intl";
import type { Dispatch } from "react";
import { Button } from "@/components/ui/button";
import type { DesignElement, ImageSize, SideGeometry, TextElement } from "@/modules/print-design";
import { ImageFields, LineFields, QrFields, ShapeFields } from "./artwork-fields";
import type { EditorAction, ElementChanges, LayerMove } from "./editor-state";
import { alignedTo, coverPageBox, type AlignEdge } from "./element-geometry";
import { NumberField, PanelSection } from "./fields";
import { TextFields } from "./text-fields";
import { withFittedHeight } from "./text-fit";

const ALIGN_BUTTONS = [
  { edge: "left", label: "alignLeft", Icon: AlignStartVerticalIcon },
  { edge: "centre", label: "alignCentre", Icon: AlignCenterVerticalIcon },
  { edge: "right", label: "alignRight", Icon: AlignEndVerticalIcon },
  { edge: "top", label: "alignTop", Icon: AlignStartHorizontalIcon },
  { edge: "middle", label: "alignMiddle", Icon: AlignCenterHorizontalIcon },
  { edge: "bottom", label: "alignBottom", Icon: AlignEndHorizontalIcon },
] as const satisfies readonly { edge: AlignEdge; label: string; Icon: unknown }[];

const LAYER_BUTTONS = [
  { move: "forward", label: "forward", Icon: ChevronUpIcon },
  { move: "backward", label: "backward", Icon: ChevronDownIcon },
  { move: "front", label: "front", Icon: BringToFrontIcon },
  { move: "back", label: "back", Icon: SendToBackIcon },
] as const satisfies readonly { move: LayerMove; label: string; Icon: unknown }[];

type Props = {
  element: DesignElement;
  geometry: SideGeometry;
  imageSize: ImageSize | undefined;
  dispatch: Dispatch<EditorAction>;
  /** Called before the element is deleted, so focus has somewhere to go. */
  onRemove: () => void;
};

/** The selected element's properties: its own, then position and size, alignment, order, copy, delete. */
export function ElementPanel({ element, geometry, imageSize, dispatch, onRemove }: Props) {
  const t = useTranslations("designer.panel");
  const id = element.id;
  // Changes to one field join one history entry (typing, a colour picker's drag); a button's don't.
  const change = (changes: ElementChanges, field?: string) =>
    dispatch({ type: "change", id, changes, ...(field ? { key: `${field}:${id}` } : {}) });
  const changeText = (changes: Partial<TextElement>, field?: string) =>
    element.kind === "text" && change(withFittedHeight(element, changes) as ElementChanges, field);
  const keepsRatio = element.kind === "image" || element.kind === "qr";

  return (
    <div className="grid gap-5">
      {element.kind === "text" ? <TextFields element={element} onChange={changeText} /> : null}
      {element.kind === "rect" || element.kind === "ellipse" ? (
        <ShapeFields element={element} onChange={change} />
      ) : null}
      {element.kind === "line" ? <LineFields element={element} onChange={change} /> : null}
      {element.kind === "qr" ? <QrFields element={element} onChange={change} /> : null}
      {element.kind === "image" ? (
        <ImageFields
          element={element}
          size={imageSize}
          onUseAsBackground={() =>
            dispatch({
              type: "toBackground",
              id,
              box: coverPageBox({ width: element.width, height: element.height }, geometry),
            })
          }
        />
      ) : null}

      <PanelSection title={t("position")}>
        <div className="grid grid-cols-2 gap-3">
          <NumberField
            label={t("x")}
            value={element.x}
            min={-2000}
            max={2000}
            onChange={(x) => change({ x }, "x")}
          />
          <NumberField
            label={t("y")}
            value={element.y}
            min={-2000}
            max={2000}
            onChange={(y) => change({ y }, "y")}
          />
          <NumberField
            label={t("width")}
            value={element.width}
            min={0.5}
            max={2000}
            onChange={(width) =>
              element.kind === "text"
                ? changeText({ width }, "width")
                : change(
                    keepsRatio ? { width, height: (element.height * width) / element.width } : { width },
                    "width",
                  )
            }
          />
          <NumberField
            label={t("height")}
            value={element.height}
            min={0.5}
            max={2000}
            onChange={(height) =>
              change(
                keepsRatio ? { height, width: (element.width * height) / element.height } : { height },
                "height",
              )
            }
          />
          <NumberField
            label={t("rotation")}
            value={element.rotation}
            min={-360}
            max={360}
            step={1}
            onChange={(rotation) => change({ rotation }, "rotation")}
          />
        </div>
      </PanelSection>

      <PanelSection title={t("align")}>
        <div className="flex flex-wrap gap-1">
          {ALIGN_BUTTONS.map(({ edge, label, Icon }) => (
            <Button
              key={edge}
              type="button"
              size="icon"
              variant="outline"
              aria-label={t(label)}
              title={t(label)}
              onClick={() => change(alignedTo(element, edge, geometry))}
            >
              <Icon aria-hidden />
            </Button>
          ))}
        </div>
      </PanelSection>

      <PanelSection title={t("arrange")}>
        <div className="flex flex-wrap gap-1">
          {LAYER_BUTTONS.map(({ move, label, Icon }) => (
            <Button
              key={move}
              type="button"
              size="icon"
              variant="outline"
              aria-label={t(label)}
              title={t(label)}
              onClick={() => dispatch({ type: "reorder", id, move })}
            >
              <Icon aria-hidden />
            </Button>
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => dispatch({ type: "duplicate", id })}
          >
            <CopyIcon aria-hidden />
            {t("duplicate")}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="text-destructive"
            onClick={() => {
              onRemove();
              dispatch({ type: "remove", id });
            }}
          >
            <Trash2Icon aria-hidden />
            {t("remove")}
          </Button>
        </div>
      </PanelSection>
    </div>
  );
}
