import type { Dispatch, KeyboardEvent } from "react";
import type { DesignElement } from "@/modules/print-design";
import type { EditorAction } from "./editor-state";
import { isField, shortcutFor } from "./shortcuts";

/**
 * The editor's keys (shortcuts.ts), handled on its root: they work from the canvas, the layers and
 * the panels alike, but never while the customer types in a field or in a dialog opened over the
 * editor.
 */
export function handleEditorKey(
  event: KeyboardEvent<HTMLElement>,
  {
    selected,
    dispatch,
    surface,
  }: {
    selected: DesignElement | undefined;
    dispatch: Dispatch<EditorAction>;
    /** The focusable canvas: focus goes there when the focused layer's button goes with its element. */
    surface: HTMLElement | null;
  },
): void {
  // A dialog's keys bubble through its portal in React; they are not the editor's.
  if (!event.currentTarget.contains(event.target as Node)) return;
  const shortcut = shortcutFor(event, isField(event.target));
  if (!shortcut) return;
  if (shortcut.command === "undo" || shortcut.command === "redo") {
    event.preventDefault();
    dispatch({ type: shortcut.command });
    return;
  }
  if (!selected) return;
  event.preventDefault();
  switch (shortcut.command) {
    case "duplicate":
      dispatch({ type: "duplicate", id: selected.id });
      break;
    case "remove":
      if (event.target !== surface) surface?.focus();
      dispatch({ type: "remove", id: selected.id });
      break;
    case "deselect":
      dispatch({ type: "select", id: null });
      break;
    case "nudge": {
      const round = (value: number) => Math.round(value * 100) / 100;
      const changes = { x: round(selected.x + shortcut.dx), y: round(selected.y + shortcut.dy) };
      // Arrow presses in a row are one history entry, like a drag.
      dispatch({ type: "change", id: selected.id, changes, key: `nudge:${selected.id}` });
      break;
    }
  }
}
