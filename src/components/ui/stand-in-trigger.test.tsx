import { Dialog, DropdownMenu, Popover } from "radix-ui";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { activationOf, standInAttributes } from "./stand-in-trigger";

/** A button's attributes, without the ids Radix generates (the stand-in has no popup to point at yet). */
function attributesOf(markup: string): Record<string, string> {
  const tag = /<button[^>]*>/.exec(markup)![0];
  const attributes = Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  delete attributes.id;
  delete attributes["aria-controls"];
  return attributes;
}

const standIn = (opensOn: "menu" | "click") =>
  attributesOf(renderToStaticMarkup(<button {...standInAttributes(opensOn)}>x</button>));
const real = (popup: ReactNode) => attributesOf(renderToStaticMarkup(popup));

describe("a stand-in trigger", () => {
  it("announces itself as a closed Radix menu trigger does", () => {
    expect(standIn("menu")).toEqual(
      real(
        <DropdownMenu.Root>
          <DropdownMenu.Trigger>x</DropdownMenu.Trigger>
        </DropdownMenu.Root>,
      ),
    );
  });

  it("announces itself as a closed Radix dialog or popover trigger does", () => {
    const dialog = real(
      <Dialog.Root>
        <Dialog.Trigger>x</Dialog.Trigger>
      </Dialog.Root>,
    );
    const popover = real(
      <Popover.Root>
        <Popover.Trigger>x</Popover.Trigger>
      </Popover.Root>,
    );
    expect(standIn("click")).toEqual(dialog);
    expect(standIn("click")).toEqual(popover);
  });

  it("opens a menu on the left button's press, as Radix does, but not on Ctrl+click or another button", () => {
    const press = (button: number, ctrlKey = false) =>
      activationOf("menu", { type: "pointerdown", button, ctrlKey, pointerType: "touch" });
    expect(press(0)).toEqual({ type: "pointerdown", pointerType: "touch" });
    expect(press(0, true)).toBeNull();
    expect(press(2)).toBeNull();
  });

  it("opens a menu on Enter, Space and ArrowDown only", () => {
    const key = (name: string) => activationOf("menu", { type: "keydown", key: name });
    expect(["Enter", " ", "ArrowDown"].map(key)).toEqual([
      { type: "keydown", key: "Enter" },
      { type: "keydown", key: " " },
      { type: "keydown", key: "ArrowDown" },
    ]);
    expect(["Tab", "Escape", "ArrowUp", "a"].map(key)).toEqual([null, null, null, null]);
  });

  it("leaves a dialog or popover to the click that follows a press or a key", () => {
    expect(
      activationOf("click", { type: "pointerdown", button: 0, ctrlKey: false, pointerType: "mouse" }),
    ).toBeNull();
    expect(activationOf("click", { type: "keydown", key: "Enter" })).toBeNull();
  });
});
