/**
 * The designer's keyboard shortcuts, as a pure map from a key press to a command. `inField` is true
 * while the customer types in a field (a text box, a number, a select): there the keys keep their
 * usual meaning (Backspace deletes a letter, Ctrl+Z undoes typing) and no shortcut fires.
 */

export type Shortcut =
  | { command: "undo" }
  | { command: "redo" }
  | { command: "duplicate" }
  | { command: "remove" }
  | { command: "deselect" }
  | { command: "nudge"; dx: number; dy: number };

export type KeyPress = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
};

const NUDGE: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function shortcutFor(press: KeyPress, inField: boolean): Shortcut | null {
  if (inField || press.altKey) return null;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (press.ctrlKey || press.metaKey) {
    if (key === "z") return { command: press.shiftKey ? "redo" : "undo" };
    if (key === "y") return { command: "redo" };
    if (key === "d") return { command: "duplicate" };
    return null;
  }
  if (key === "Delete" || key === "Backspace") return { command: "remove" };
  if (key === "Escape") return { command: "deselect" };
  const nudge = NUDGE[key];
  if (nudge) {
    const step = press.shiftKey ? 10 : 1;
    return { command: "nudge", dx: nudge[0] * step, dy: nudge[1] * step };
  }
  return null;
}

/** True when keys typed at `target` belong to a field rather than to the designer. */
export function isField(target: EventTarget | null): boolean {
  if (typeof HTMLElement === "undefined" || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !["button", "checkbox", "radio", "color", "file", "submit", "reset"].includes(target.type);
  }
  return false;
}
