import { describe, expect, it } from "vitest";
import type { DesignDocument, DesignElement } from "@/modules/print-design";
import {
  editorReducer,
  HISTORY_LIMIT,
  initialEditorState,
  selectedElement,
  type EditorAction,
  type EditorState,
} from "./editor-state";

const box = { x: 10, y: 10, width: 20, height: 10, rotation: 0 };

function card(): DesignDocument {
  return {
    version: 1,
    productId: 1,
    trim: { width: 85, height: 55 },
    bleed: 3,
    safety: 3,
    sides: [
      {
        areaId: "front",
        background: null,
        elements: [
          { ...box, id: "band", kind: "rect", fill: "#1d4ed8", stroke: null, strokeWidth: 0 },
          {
            ...box,
            id: "name",
            kind: "text",
            text: "Somchai Jaidee",
            font: "sarabun",
            weight: 700,
            size: 12,
            color: "#111827",
            align: "left",
          },
        ],
      },
      { areaId: "back", background: null, elements: [] },
    ],
  };
}

function run(state: EditorState, ...actions: EditorAction[]): EditorState {
  return actions.reduce(editorReducer, state);
}

const ids = (state: EditorState, side = 0) =>
  state.document.sides[side]!.elements.map((element) => element.id);
const element = (state: EditorState, id: string) =>
  state.document.sides.flatMap((side) => side.elements).find((each) => each.id === id) as DesignElement;

describe("the designer's editor state", () => {
  it("grows a text's box once its typeface has loaded, without an undo step", () => {
    const edited = run(initialEditorState(card()), { type: "change", id: "band", changes: { x: 12 } });
    const fitted = run(edited, {
      type: "fitTextHeights",
      heights: new Map([
        ["name", 14.2],
        ["band", 40],
      ]),
    });
    expect(element(fitted, "name").height).toBe(14.2);
    // Only texts are fitted, and the history is the edit's alone.
    expect(element(fitted, "band").height).toBe(10);
    expect(fitted.past).toHaveLength(1);
    expect(run(fitted, { type: "fitTextHeights", heights: new Map([["name", 14.2]]) })).toBe(fitted);
  });

  it("adds an element to the side shown, names it uniquely and selects it", () => {
    const state = run(
      initialEditorState(card()),
      { type: "showSide", index: 1 },
      {
        type: "add",
        element: {
          kind: "rect",
          x: 0,
          y: 0,
          width: 5,
          height: 5,
          rotation: 0,
          fill: null,
          stroke: "#000000",
          strokeWidth: 1,
        },
      },
    );
    expect(ids(state, 1)).toEqual(["rect-1"]);
    expect(state.selectedId).toBe("rect-1");
    expect(state.past).toHaveLength(1);
  });

  it("moves, resizes and rotates an element, each change undoable", () => {
    let state = run(
      initialEditorState(card()),
      { type: "change", id: "name", changes: { x: 30, y: 40 } },
      { type: "change", id: "name", changes: { width: 50, height: 12 } },
      { type: "change", id: "name", changes: { rotation: 45 } },
    );
    expect(element(state, "name")).toMatchObject({ x: 30, y: 40, width: 50, height: 12, rotation: 45 });
    state = run(state, { type: "undo" });
    expect(element(state, "name").rotation).toBe(0);
    state = run(state, { type: "undo" }, { type: "undo" });
    expect(element(state, "name")).toMatchObject({ x: 10, y: 10, width: 20 });
  });

  it("undoes a whole drag in one step", () => {
    const drag: EditorAction[] = [1, 2, 3, 4, 5].map((step) => ({
      type: "change",
      id: "band",
      changes: { x: 10 + step, y: 10 + step },
      key: "gesture-1",
    }));
    let state = run(initialEditorState(card()), ...drag, { type: "commit" });
    expect(element(state, "band")).toMatchObject({ x: 15, y: 15 });
    expect(state.past).toHaveLength(1);
    state = run(state, { type: "undo" });
    expect(element(state, "band")).toMatchObject({ x: 10, y: 10 });
  });

  it("starts a new entry for the next drag once a gesture is committed", () => {
    const state = run(
      initialEditorState(card()),
      { type: "change", id: "band", changes: { x: 20 }, key: "drag" },
      { type: "commit" },
      { type: "change", id: "band", changes: { x: 30 }, key: "drag" },
    );
    expect(state.past).toHaveLength(2);
  });

  it("coalesces typing in one field, and starts again when another is edited", () => {
    const typing = ["S", "So", "Som"].map((text): EditorAction => ({
      type: "change",
      id: "name",
      changes: { text },
      key: "text:name",
    }));
    let state = run(initialEditorState(card()), ...typing);
    expect(state.past).toHaveLength(1);
    state = run(state, { type: "change", id: "name", changes: { size: 14 }, key: "size:name" });
    expect(state.past).toHaveLength(2);
    state = run(state, { type: "undo" }, { type: "undo" });
    expect(element(state, "name")).toMatchObject({ text: "Somchai Jaidee", size: 12 });
  });

  it("adds no history entry for a change that changes nothing (a click without a drag)", () => {
    const start = initialEditorState(card());
    expect(run(start, { type: "change", id: "band", changes: { x: 10, y: 10 }, key: "g" })).toBe(start);
  });

  it("deletes an element and forgets the selection", () => {
    const state = run(
      initialEditorState(card()),
      { type: "select", id: "name" },
      { type: "remove", id: "name" },
    );
    expect(ids(state)).toEqual(["band"]);
    expect(state.selectedId).toBeNull();
    expect(selectedElement(state)).toBeUndefined();
  });

  it("duplicates an element just above it, offset, with a new id, selected", () => {
    const state = run(initialEditorState(card()), { type: "duplicate", id: "band" });
    expect(ids(state)).toEqual(["band", "rect-1", "name"]);
    expect(element(state, "rect-1")).toMatchObject({ x: 13, y: 13, kind: "rect", fill: "#1d4ed8" });
    expect(state.selectedId).toBe("rect-1");
  });

  it("reorders layers: forward, backward, to the front and to the back", () => {
    let state = run(initialEditorState(card()), { type: "duplicate", id: "band" });
    state = run(state, { type: "reorder", id: "band", move: "forward" });
    expect(ids(state)).toEqual(["rect-1", "band", "name"]);
    state = run(state, { type: "reorder", id: "band", move: "front" });
    expect(ids(state)).toEqual(["rect-1", "name", "band"]);
    state = run(state, { type: "reorder", id: "band", move: "back" });
    expect(ids(state)).toEqual(["band", "rect-1", "name"]);
    const unchanged = run(state, { type: "reorder", id: "band", move: "backward" });
    expect(unchanged).toBe(state);
  });

  it("makes an element the background: covering the given box, unturned, at the back", () => {
    const start = run(initialEditorState(card()), { type: "change", id: "name", changes: { rotation: 30 } });
    const state = run(start, {
      type: "toBackground",
      id: "name",
      box: { x: 0, y: 0, width: 91, height: 61 },
    });
    expect(ids(state)).toEqual(["name", "band"]);
    expect(element(state, "name")).toMatchObject({ x: 0, y: 0, width: 91, height: 61, rotation: 0 });
    expect(state.past).toHaveLength(2);
  });

  it("sets the side's background colour, a colour picker's drag as one entry", () => {
    const state = run(
      initialEditorState(card()),
      { type: "background", color: "#ff0000", key: "bg" },
      { type: "background", color: "#00ff00", key: "bg" },
    );
    expect(state.document.sides[0]!.background).toBe("#00ff00");
    expect(run(state, { type: "undo" }).document.sides[0]!.background).toBeNull();
  });

  it("redoes what was undone, and a new change drops the redo", () => {
    let state = run(initialEditorState(card()), { type: "remove", id: "band" }, { type: "undo" });
    expect(ids(state)).toEqual(["band", "name"]);
    state = run(state, { type: "redo" });
    expect(ids(state)).toEqual(["name"]);
    state = run(state, { type: "undo" }, { type: "change", id: "name", changes: { x: 1 } });
    expect(state.future).toEqual([]);
    expect(run(state, { type: "redo" })).toBe(state);
  });

  it("keeps at most the history limit of entries", () => {
    const moves = Array.from({ length: HISTORY_LIMIT + 20 }, (_, step): EditorAction => ({
      type: "change",
      id: "band",
      changes: { x: step + 11 },
    }));
    const state = run(initialEditorState(card()), ...moves);
    expect(state.past).toHaveLength(HISTORY_LIMIT);
  });

  it("selecting an element on the other side shows that side; showing a side drops a selection elsewhere", () => {
    let state = run(
      initialEditorState(card()),
      { type: "showSide", index: 1 },
      { type: "select", id: "name" },
    );
    expect(state.sideIndex).toBe(0);
    state = run(state, { type: "showSide", index: 1 });
    expect(state.selectedId).toBeNull();
  });

  it("drops a selection that undo takes away", () => {
    const state = run(
      initialEditorState(card()),
      {
        type: "add",
        element: {
          kind: "line",
          x: 0,
          y: 0,
          width: 10,
          height: 1,
          rotation: 0,
          stroke: "#000000",
          strokeWidth: 0.5,
        },
      },
      { type: "undo" },
    );
    expect(state.selectedId).toBeNull();
    expect(ids(state)).toEqual(["band", "name"]);
  });
});
