import {
  MAX_ELEMENTS_PER_SIDE,
  type Box,
  type DesignDocument,
  type DesignElement,
} from "@/modules/print-design";

/**
 * The designer's state and its one reducer: the document, the side shown, the selection and the undo
 * history. Pure, so every edit (a drag, typing, a button) is one tested transition. A change may carry a
 * `key`: further changes with the same key join its history entry, so a whole drag, or a run of typing
 * in one field, undoes in one step.
 */

export const HISTORY_LIMIT = 100;
/** How far a duplicate lands from its original, millimetres right and down. */
const DUPLICATE_OFFSET_MM = 3;

export type EditorState = {
  document: DesignDocument;
  sideIndex: number;
  selectedId: string | null;
  /** Documents before each change, oldest first; the last is what undo brings back. */
  past: DesignDocument[];
  future: DesignDocument[];
  /** The key of the run the last change belongs to; null when the next change starts an entry. */
  lastKey: string | null;
};

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** An element before the editor names it. */
export type NewElement = DistributiveOmit<DesignElement, "id">;

type AnyKey = DesignElement extends infer E ? (E extends unknown ? keyof E : never) : never;
type ValueOf<K> = DesignElement extends infer E
  ? E extends unknown
    ? K extends keyof E
      ? E[K]
      : never
    : never
  : never;
/** New values for some of an element's own fields (any kind's: the caller knows the kind). */
export type ElementChanges = { [K in Exclude<AnyKey, "id" | "kind">]?: ValueOf<K> };

export type LayerMove = "forward" | "backward" | "front" | "back";

export type EditorAction =
  | { type: "select"; id: string | null }
  | { type: "showSide"; index: number }
  | { type: "add"; element: NewElement }
  | { type: "change"; id: string; changes: ElementChanges; key?: string }
  | { type: "remove"; id: string }
  | { type: "duplicate"; id: string }
  | { type: "reorder"; id: string; move: LayerMove }
  | { type: "toBackground"; id: string; box: Box }
  | { type: "background"; color: string | null; key?: string }
  /**
   * Text boxes grown to the height their lines need once the real typeface has loaded (a box fitted
   * with the browser's fallback may be too short): a correction, not an edit, so it adds no history.
   */
  | { type: "fitTextHeights"; heights: ReadonlyMap<string, number> }
  /** Ends the current run (a gesture's pointerup): the next change starts a new entry. */
  | { type: "commit" }
  | { type: "undo" }
  | { type: "redo" };

export function initialEditorState(document: DesignDocument): EditorState {
  return { document, sideIndex: 0, selectedId: null, past: [], future: [], lastKey: null };
}

/** Where an element is: its side, its place in that side's list (0 is drawn first) and itself. */
function findElement(
  document: DesignDocument,
  id: string | null,
): { sideIndex: number; index: number; element: DesignElement } | undefined {
  if (id === null) return undefined;
  for (const [sideIndex, side] of document.sides.entries()) {
    const index = side.elements.findIndex((element) => element.id === id);
    if (index >= 0) return { sideIndex, index, element: side.elements[index]! };
  }
  return undefined;
}

export function selectedElement(state: EditorState): DesignElement | undefined {
  return findElement(state.document, state.selectedId)?.element;
}

/** An id no element of the document has: "text-3" after "text-1" and "text-2". */
function freshId(document: DesignDocument, kind: string): string {
  const taken = new Set(document.sides.flatMap((side) => side.elements.map((element) => element.id)));
  for (let number = 1; ; number++) {
    const id = `${kind}-${number}`;
    if (!taken.has(id)) return id;
  }
}

function withElements(
  document: DesignDocument,
  sideIndex: number,
  change: (elements: DesignElement[]) => DesignElement[],
): DesignDocument {
  return {
    ...document,
    sides: document.sides.map((side, index) =>
      index === sideIndex ? { ...side, elements: change(side.elements) } : side,
    ),
  };
}

/** The state with a new document: one history entry, or part of the run with the same key. */
function changed(state: EditorState, document: DesignDocument, key: string | null = null): EditorState {
  if (document === state.document) return state;
  const joins = key !== null && key === state.lastKey;
  return {
    ...state,
    document,
    past: joins ? state.past : [...state.past, state.document].slice(-HISTORY_LIMIT),
    future: [],
    lastKey: key,
  };
}

function applyChanges(element: DesignElement, changes: ElementChanges): DesignElement {
  const entries = Object.entries(changes) as [keyof DesignElement, unknown][];
  if (entries.every(([name, value]) => element[name] === value)) return element;
  return { ...element, ...changes } as DesignElement;
}

function moveInList<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item!);
  return next;
}

const LAYER_TARGET: Record<LayerMove, (index: number, length: number) => number> = {
  forward: (index) => index + 1,
  backward: (index) => index - 1,
  front: (_, length) => length - 1,
  back: () => 0,
};

/** Keeps the selection and the side shown pointing at things the document still has. */
function settled(state: EditorState): EditorState {
  const sideIndex = Math.min(state.sideIndex, state.document.sides.length - 1);
  const found = findElement(state.document, state.selectedId);
  const selectedId = found && found.sideIndex === sideIndex ? state.selectedId : null;
  return sideIndex === state.sideIndex && selectedId === state.selectedId
    ? state
    : { ...state, sideIndex, selectedId };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { document } = state;
  switch (action.type) {
    case "select": {
      const found = findElement(document, action.id);
      if (!found) return { ...state, selectedId: null, lastKey: null };
      return { ...state, selectedId: action.id, sideIndex: found.sideIndex, lastKey: null };
    }
    case "showSide":
      if (action.index < 0 || action.index >= document.sides.length) return state;
      return settled({ ...state, sideIndex: action.index, lastKey: null });
    case "add": {
      const side = document.sides[state.sideIndex]!;
      if (side.elements.length >= MAX_ELEMENTS_PER_SIDE) return state;
      const element = { ...action.element, id: freshId(document, action.element.kind) } as DesignElement;
      const next = changed(
        state,
        withElements(document, state.sideIndex, (elements) => [...elements, element]),
      );
      return { ...next, selectedId: element.id };
    }
    case "change": {
      const found = findElement(document, action.id);
      if (!found) return state;
      const element = applyChanges(found.element, action.changes);
      if (element === found.element) return state;
      const list = (elements: DesignElement[]) =>
        elements.map((each, index) => (index === found.index ? element : each));
      return changed(state, withElements(document, found.sideIndex, list), action.key ?? null);
    }
    case "remove": {
      const found = findElement(document, action.id);
      if (!found) return state;
      const next = changed(
        state,
        withElements(document, found.sideIndex, (elements) =>
          elements.filter((each) => each.id !== action.id),
        ),
      );
      return settled(next);
    }
    case "duplicate": {
      const found = findElement(document, action.id);
      if (!found || document.sides[found.sideIndex]!.elements.length >= MAX_ELEMENTS_PER_SIDE) return state;
      const copy = {
        ...found.element,
        id: freshId(document, found.element.kind),
        x: found.element.x + DUPLICATE_OFFSET_MM,
        y: found.element.y + DUPLICATE_OFFSET_MM,
      };
      const list = (elements: DesignElement[]) => [
        ...elements.slice(0, found.index + 1),
        copy,
        ...elements.slice(found.index + 1),
      ];
      const next = changed(state, withElements(document, found.sideIndex, list));
      return { ...next, selectedId: copy.id, sideIndex: found.sideIndex };
    }
    case "reorder": {
      const found = findElement(document, action.id);
      if (!found) return state;
      const length = document.sides[found.sideIndex]!.elements.length;
      const to = Math.max(0, Math.min(length - 1, LAYER_TARGET[action.move](found.index, length)));
      if (to === found.index) return state;
      return changed(
        state,
        withElements(document, found.sideIndex, (elements) => moveInList(elements, found.index, to)),
      );
    }
    case "toBackground": {
      const found = findElement(document, action.id);
      if (!found) return state;
      const element = { ...found.element, ...action.box, rotation: 0 } as DesignElement;
      const list = (elements: DesignElement[]) => [
        element,
        ...elements.filter((each) => each.id !== action.id),
      ];
      return changed(state, withElements(document, found.sideIndex, list));
    }
    case "background": {
      const side = document.sides[state.sideIndex]!;
      if (side.background === action.color) return state;
      const next: DesignDocument = {
        ...document,
        sides: document.sides.map((each, index) =>
          index === state.sideIndex ? { ...each, background: action.color } : each,
        ),
      };
      return changed(state, next, action.key ?? null);
    }
    case "fitTextHeights": {
      const fit = (element: DesignElement) => {
        const height = action.heights.get(element.id);
        return element.kind === "text" && height !== undefined && height !== element.height
          ? { ...element, height }
          : element;
      };
      const sides = document.sides.map((side) => {
        const elements = side.elements.map(fit);
        return elements.every((element, index) => element === side.elements[index])
          ? side
          : { ...side, elements };
      });
      if (sides.every((side, index) => side === document.sides[index])) return state;
      return { ...state, document: { ...document, sides } };
    }
    case "commit":
      return state.lastKey === null ? state : { ...state, lastKey: null };
    case "undo": {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return settled({
        ...state,
        document: previous,
        past: state.past.slice(0, -1),
        future: [document, ...state.future],
        lastKey: null,
      });
    }
    case "redo": {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return settled({
        ...state,
        document: next,
        past: [...state.past, document].slice(-HISTORY_LIMIT),
        future: rest,
        lastKey: null,
      });
    }
  }
}
