/**
 * What a stand-in trigger (a plain button shown until a header popup's Radix code loads,
 * `load-on-interaction.ts`) must do to pass for the real one.
 */

/** How the real Radix trigger opens: a menu on pointer down or Enter/Space/ArrowDown, a dialog or popover on click. */
export type OpensOn = "menu" | "click";

/** A press on the stand-in, replayed on the real trigger once it is there. */
export type Gesture =
  { type: "pointerdown"; pointerType: string } | { type: "keydown"; key: string } | { type: "click" };

/** The keys Radix's DropdownMenu trigger opens on. */
const menuKeys = new Set(["Enter", " ", "ArrowDown"]);

/** The closed real trigger's attributes, as assistive technology and the tests read them. */
export function standInAttributes(opensOn: OpensOn) {
  return {
    type: "button" as const,
    "aria-haspopup": opensOn === "menu" ? ("menu" as const) : ("dialog" as const),
    "aria-expanded": false,
    "data-state": "closed",
  };
}

type PressEvent =
  | { type: "pointerdown"; button: number; ctrlKey: boolean; pointerType: string }
  | { type: "keydown"; key: string };

/**
 * The press that opens the popup, or null. A click-opened one opens on the click that follows (a
 * keyboard's Enter or Space is a click too), so only a menu has presses of its own: the left button
 * without Ctrl (Ctrl+click is the Mac's right click), as Radix's trigger checks.
 */
export function activationOf(opensOn: OpensOn, event: PressEvent): Gesture | null {
  if (opensOn !== "menu") return null;
  if (event.type === "keydown") return menuKeys.has(event.key) ? { type: "keydown", key: event.key } : null;
  if (event.button === 0 && !event.ctrlKey) return { type: "pointerdown", pointerType: event.pointerType };
  return null;
}

/** Makes the real trigger see the press the stand-in got: Radix's own handlers then open it. */
export function replayGesture(trigger: HTMLElement, gesture: Gesture): void {
  if (gesture.type === "click") {
    trigger.click();
  } else if (gesture.type === "keydown") {
    trigger.dispatchEvent(
      new KeyboardEvent("keydown", { key: gesture.key, bubbles: true, cancelable: true }),
    );
  } else {
    trigger.dispatchEvent(
      new PointerEvent("pointerdown", {
        button: 0,
        pointerType: gesture.pointerType,
        bubbles: true,
        cancelable: true,
      }),
    );
  }
}
