"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { MIN_DPI, type DesignElement, type DesignWarning } from "@/modules/print-design";
import type { DesignerSide } from "../designer-product";
import { colourName } from "./colour-names";

/** A text as a name: one line, at most this many characters. */
const NAME_LENGTH = 40;

function shortText(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > NAME_LENGTH ? `${line.slice(0, NAME_LENGTH - 1)}…` : line;
}

/**
 * How the designer names elements in the customer's language: a layer's name ("Text: Somchai Jaidee",
 * "QR code: https://…"), a phrase for a sentence ("The blue rectangle", "“Somchai Jaidee”") and the
 * warnings built on those phrases.
 */
export function useElementWords(imageNames: ReadonlyMap<string, string>, sides: DesignerSide[]) {
  const t = useTranslations("designer");

  const layerName = useCallback(
    (element: DesignElement): string => {
      switch (element.kind) {
        case "text": {
          const text = shortText(element.text);
          return text ? t("elements.text", { text }) : t("elements.emptyText");
        }
        case "qr":
          return t("elements.qr", { value: shortText(element.value) });
        case "image": {
          const name = imageNames.get(element.uploadId);
          return name ? t("elements.image", { name }) : t("elements.imageUnnamed");
        }
        default:
          return t(`elements.${element.kind}`);
      }
    },
    [imageNames, t],
  );

  /** The element's main colour, named ("blue"), or undefined for an image. */
  const colourOf = useCallback(
    (element: DesignElement): string | undefined => {
      const hex =
        element.kind === "text" || element.kind === "qr"
          ? element.color
          : element.kind === "line"
            ? element.stroke
            : element.kind === "image"
              ? null
              : (element.fill ?? element.stroke);
      return hex ? t(`colours.${colourName(hex)}`) : undefined;
    },
    [t],
  );

  const phrase = useCallback(
    (element: DesignElement): string => {
      switch (element.kind) {
        case "text":
          return t("phrases.text", { text: shortText(element.text) });
        case "rect":
        case "ellipse": {
          const colour = colourOf(element);
          return colour ? t(`phrases.${element.kind}`, { colour }) : t(`phrases.${element.kind}Plain`);
        }
        case "image": {
          const name = imageNames.get(element.uploadId);
          return name ? t("phrases.image", { name }) : t("phrases.imageUnnamed");
        }
        default:
          return t(`phrases.${element.kind}`);
      }
    },
    [colourOf, imageNames, t],
  );

  const warningText = useCallback(
    (warning: DesignWarning, elements: ReadonlyMap<string, DesignElement>): string => {
      if (warning.key === "emptySide") {
        const side = sides.find((each) => each.areaId === warning.areaId)?.name ?? warning.areaId;
        // "The back is empty": the side's name inside a sentence (Thai has no case to change).
        return t("warnings.emptySide", { side: side.toLocaleLowerCase() });
      }
      const element = elements.get(warning.elementId);
      const subject = element ? phrase(element) : warning.elementId;
      if (warning.key === "lowResolution")
        return t("warnings.lowResolution", { element: subject, dpi: warning.dpi, min: MIN_DPI });
      return t(`warnings.${warning.key}`, { element: subject });
    },
    [phrase, sides, t],
  );

  return { layerName, colourOf, phrase, warningText };
}
