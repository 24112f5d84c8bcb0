import { describe, expect, it } from "vitest";
import { shortcutFor, type KeyPress } from "./shortcuts";

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe("the designer's shortcuts", () => {
  it("undo with Ctrl/Cmd+Z, redo with Ctrl+Y or Ctrl/Cmd+Shift+Z", () => {
    expect(shortcutFor(press("z", { ctrlKey: true }), false)).toEqual({ command: "undo" });
    expect(shortcutFor(press("z", { metaKey: true }), false)).toEqual({ command: "undo" });
    expect(shortcutFor(press("y", { ctrlKey: true }), false)).toEqual({ command: "redo" });
    expect(shortcutFor(press("Z", { metaKey: true, shiftKey: true }), false)).toEqual({ command: "redo" });
  });

  it("nudges by 1 mm, 10 mm with Shift", () => {
    expect(shortcutFor(press("ArrowLeft"), false)).toEqual({ command: "nudge", dx: -1, dy: 0 });
    expect(shortcutFor(press("ArrowDown", { shiftKey: true }), false)).toEqual({
      command: "nudge",
      dx: 0,
      dy: 10,
    });
  });

  it("deletes with Delete or Backspace, duplicates with Ctrl+D, deselects with Escape", () => {
    expect(shortcutFor(press("Delete"), false)).toEqual({ command: "remove" });
    expect(shortcutFor(press("Backspace"), false)).toEqual({ command: "remove" });
    expect(shortcutFor(press("d", { ctrlKey: true }), false)).toEqual({ command: "duplicate" });
    expect(shortcutFor(press("Escape"), false)).toEqual({ command: "deselect" });
  });

  it("leaves the keys alone while the customer types in a field", () => {
    expect(shortcutFor(press("Backspace"), true)).toBeNull();
    expect(shortcutFor(press("z", { ctrlKey: true }), true)).toBeNull();
    expect(shortcutFor(press("ArrowLeft"), true)).toBeNull();
    expect(shortcutFor(press("a"), false)).toBeNull();
  });
});
