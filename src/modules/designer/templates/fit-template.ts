import type { Locale } from "@/modules/i18n";
import { BLEED_MM, SAFETY_MM, type DesignElement, type DesignSide } from "@/modules/print-design";
import type { TemplateElement, TemplateSide } from "./template-schema";

type Size = { width: number; height: number };
type Box = { x: number; y: number; width: number; height: number };
/** The page a template is fitted onto: the product's trim and margins. */
type TargetPage = { trim: Size; bleed: number; safety: number };

/** Where a template's safe area starts on its page (templates are drawn with our standard margins). */
const SAFE_INSET = BLEED_MM + SAFETY_MM;
/** The schema's floors: a scaled-down element must still be a valid one. */
const MIN_SIZE_MM = 0.5;
const MIN_TEXT_PT = 4;
const MIN_LINE_MM = 0.1;

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * One axis of the template's page mapped onto the product's, in bands: the bleed onto the bleed, the
 * safety margin onto the safety margin, the safe area onto the safe area. So text laid out against the
 * safety margin keeps it at any size and any margin the product's specs give (a garment's 10 mm, no
 * bleed); an edge that touched the page's edge (artwork running off the trim) keeps the same overhang
 * past the new page's edge, so it still reaches it. Templates are drawn with our standard margins.
 */
class AxisScale {
  readonly ratio: number;
  private readonly referencePage: number;
  private readonly referenceSafeEnd: number;
  private readonly targetPage: number;
  private readonly targetInset: number;

  constructor(
    referenceTrim: number,
    targetTrim: number,
    private readonly target: { bleed: number; safety: number },
  ) {
    this.ratio = (targetTrim - 2 * target.safety) / (referenceTrim - 2 * SAFETY_MM);
    this.referencePage = referenceTrim + 2 * BLEED_MM;
    this.referenceSafeEnd = BLEED_MM + referenceTrim - SAFETY_MM;
    this.targetPage = targetTrim + 2 * target.bleed;
    this.targetInset = target.bleed + target.safety;
  }

  touchesEdge(start: number, length: number): boolean {
    return start <= 0 || start + length >= this.referencePage;
  }

  span(start: number, length: number): { start: number; length: number } {
    const end = start + length;
    const newStart = start <= 0 ? start : this.position(start);
    const newEnd =
      end >= this.referencePage ? this.targetPage + (end - this.referencePage) : this.position(end);
    return { start: round(newStart), length: round(Math.max(MIN_SIZE_MM, newEnd - newStart)) };
  }

  /** A point on the template's page on the product's, inside the page. */
  private position(at: number): number {
    if (at <= SAFE_INSET) return this.margin(at);
    if (at >= this.referenceSafeEnd) return this.targetPage - this.margin(this.referencePage - at);
    return this.targetInset + (at - SAFE_INSET) * this.ratio;
  }

  /** A distance from the page's edge within the bleed and safety margin, in the product's margins. */
  private margin(fromEdge: number): number {
    if (fromEdge <= BLEED_MM) return (Math.max(0, fromEdge) / BLEED_MM) * this.target.bleed;
    return this.target.bleed + ((fromEdge - BLEED_MM) / SAFETY_MM) * this.target.safety;
  }
}

/** Scales a template's sides from its reference trim to the product's page, in one language. */
export class TemplateFitter {
  private readonly across: AxisScale;
  private readonly down: AxisScale;
  /** Text sizes and stroke widths follow the smaller ratio, so a text still fits its box. */
  private readonly uniform: number;

  constructor(
    referenceTrim: Size,
    page: TargetPage,
    private readonly locale: Locale,
  ) {
    this.across = new AxisScale(referenceTrim.width, page.trim.width, page);
    this.down = new AxisScale(referenceTrim.height, page.trim.height, page);
    this.uniform = Math.min(this.across.ratio, this.down.ratio);
  }

  side(side: TemplateSide, areaId: string): DesignSide {
    return {
      areaId,
      background: side.background,
      elements: side.elements.map((element) => this.element(element)),
    };
  }

  element(element: TemplateElement): DesignElement {
    const box = this.box(element);
    switch (element.kind) {
      case "text":
        return {
          ...element,
          ...box,
          text: element.text[this.locale],
          size: Math.max(MIN_TEXT_PT, Math.floor(element.size * this.uniform * 10) / 10),
        };
      case "line":
        return {
          ...element,
          ...box,
          strokeWidth: Math.max(MIN_LINE_MM, round(element.strokeWidth * this.uniform)),
        };
      case "rect":
      case "ellipse":
        return { ...element, ...box, strokeWidth: round(element.strokeWidth * this.uniform) };
      case "qr":
        return { ...element, ...box };
    }
  }

  private box(element: TemplateElement): Box {
    // A line or shape turned a quarter runs across the other axis: scale the box it covers on the
    // page, then turn that back, so a vertical divider follows the page's height.
    const turned = Math.abs(element.rotation) % 180 === 90;
    const covered = turned ? quarterTurn(element) : element;
    const x = this.across.span(covered.x, covered.width);
    const y = this.down.span(covered.y, covered.height);
    let box: Box = { x: x.start, y: y.start, width: x.length, height: y.length };
    const keepsSquare =
      element.kind !== "text" &&
      element.kind !== "line" &&
      element.width === element.height &&
      !this.across.touchesEdge(covered.x, covered.width) &&
      !this.down.touchesEdge(covered.y, covered.height);
    if (keepsSquare) {
      // A circle, a square mark or a QR code stays square, centred where the stretched box would be.
      const side = Math.min(box.width, box.height);
      box = {
        x: box.x + (box.width - side) / 2,
        y: box.y + (box.height - side) / 2,
        width: side,
        height: side,
      };
    }
    const placed = turned ? quarterTurn(box) : box;
    return { x: round(placed.x), y: round(placed.y), width: placed.width, height: placed.height };
  }
}

/** The same box turned a quarter about its centre: width and height swapped. */
function quarterTurn(box: Box): Box {
  const centreX = box.x + box.width / 2;
  const centreY = box.y + box.height / 2;
  return { x: centreX - box.height / 2, y: centreY - box.width / 2, width: box.height, height: box.width };
}
