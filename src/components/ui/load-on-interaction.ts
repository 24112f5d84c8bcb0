"use client";

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from "react";
import {
  activationOf,
  replayGesture,
  standInAttributes,
  type Gesture,
  type OpensOn,
} from "./stand-in-trigger";

/** The props every loaded popup component takes: its real trigger button gets `triggerRef`. */
export type LoadedPopupProps = { triggerRef: RefObject<HTMLButtonElement | null> };

type Loader<P> = () => Promise<ComponentType<P & LoadedPopupProps>>;

// Loaded once per page session: a later mount (the user menu after sign-in) renders the real one at once.
const loadedComponents = new Map<Loader<never>, ComponentType<never>>();

/**
 * A header popup (menu, popover, sheet) whose Radix machinery loads only when the visitor reaches for
 * it (docs/client-weight.md "Load on the event"). Until then the caller renders a stand-in: the same
 * button, spread with `standIn`. Pointer over it or focus on it starts the import; when it arrives the
 * real component takes the stand-in's place, focus moves to the real trigger if the stand-in had it,
 * and a press made meanwhile (pointer down, Enter/Space/ArrowDown on a menu, a click) is replayed on
 * the real trigger, so Radix opens it exactly as if it had been there from the start.
 */
export function useLoadOnInteraction<P>(load: Loader<P>, opensOn: OpensOn) {
  const [Loaded, setLoaded] = useState(
    () => loadedComponents.get(load as Loader<never>) as ComponentType<P & LoadedPopupProps> | undefined,
  );
  const standInRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const pending = useRef<Gesture | null>(null);
  const hadFocus = useRef(false);
  const started = useRef(false);
  // A press in progress on a click-opened stand-in: swapping the button between pointer down and
  // click would lose the click, so the swap waits for it (or for the pointer to leave).
  const pressing = useRef(false);
  const arrived = useRef<ComponentType<P & LoadedPopupProps>>(undefined);

  const swap = useCallback(() => {
    const component = arrived.current;
    if (!component || pressing.current) return;
    hadFocus.current = standInRef.current !== null && document.activeElement === standInRef.current;
    setLoaded(() => component);
  }, []);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    load().then(
      (component) => {
        loadedComponents.set(load as Loader<never>, component as ComponentType<never>);
        arrived.current = component;
        swap();
      },
      // A failed import (offline): the stand-in stays and the next interaction tries again.
      () => void (started.current = false),
    );
  }, [load, swap]);

  // Focus first (before paint), so the real trigger is where the stand-in was for keyboard and
  // screen-reader users; the replay waits for Radix's own effects (its menu learns from a document
  // keydown listener that the keyboard is in use, and then focuses the first item).
  useLayoutEffect(() => {
    if (Loaded && hadFocus.current) triggerRef.current?.focus();
  }, [Loaded]);
  useEffect(() => {
    const gesture = pending.current;
    if (!Loaded || !gesture || !triggerRef.current) return;
    pending.current = null;
    replayGesture(triggerRef.current, gesture);
  }, [Loaded]);

  const press = (gesture: Gesture | null) => {
    if (!gesture) return;
    pending.current = gesture;
    start();
    swap();
  };

  const standIn = {
    ...standInAttributes(opensOn),
    ref: standInRef,
    onPointerEnter: start,
    onFocus: start,
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      start();
      const { button, ctrlKey, pointerType } = event;
      const gesture = activationOf(opensOn, { type: "pointerdown", button, ctrlKey, pointerType });
      // As Radix's menu trigger does: the menu, not the button, takes focus when it opens.
      if (gesture) event.preventDefault();
      else if (opensOn === "click" && event.button === 0) pressing.current = true;
      press(gesture);
    },
    onPointerLeave: () => {
      pressing.current = false;
      swap();
    },
    onPointerCancel: () => {
      pressing.current = false;
      swap();
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      const gesture = activationOf(opensOn, { type: "keydown", key: event.key });
      // No scrolling on Space, and no click from Enter: the replayed key opens the menu.
      if (gesture) event.preventDefault();
      press(gesture);
    },
    onClick: () => {
      pressing.current = false;
      press(opensOn === "click" ? { type: "click" } : null);
    },
  };

  return { Loaded, standIn, triggerRef, load: start };
}
