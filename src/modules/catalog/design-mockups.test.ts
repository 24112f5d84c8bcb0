import { describe, expect, it } from "vitest";
import { designMockups } from "./design-mockups";
import type { Product } from "./schema";

type Picture = Product["images"][number];
const area = { left: 0.3, top: 0.3, width: 0.4, height: 0.4 };
const picture = (id: string, extra: Partial<Picture> = {}): Picture => ({
  id,
  url: `/images/products/${id}.svg`,
  type: "photo",
  alt: id,
  ...extra,
});

const whiteFront = picture("white", { mockupArea: area, shows: { option: "colour", value: "white" } });
const blackFront = picture("black", { mockupArea: area, shows: { option: "colour", value: "black" } });
const back = picture("back", { mockupArea: area, mockupPrintArea: "back" });
const plain = picture("flat-lay");
const designs: Record<string, string> = { front: "/front.webp", back: "/back.webp" };

describe("the product page's mockups", () => {
  it("draws the front on the chosen colour's picture and the back on the picture that shows the back", () => {
    const mockups = designMockups(
      [blackFront, plain, back, whiteFront],
      { colour: "black", print: "front-back" },
      [{ id: "front" }, { id: "back" }],
      (area) => designs[area.id],
    );
    expect(mockups.map((mockup) => [mockup.area.id, mockup.picture.id, mockup.designUrl])).toEqual([
      ["front", "black", "/front.webp"],
      ["back", "back", "/back.webp"],
    ]);
  });

  it("draws nothing of a side the options don't ask for or that has no design yet", () => {
    const pictures = [whiteFront, back];
    expect(
      designMockups(pictures, { colour: "white" }, [{ id: "front" }], (area) => designs[area.id]),
    ).toHaveLength(1);
    expect(
      designMockups(pictures, { colour: "white" }, [{ id: "front" }, { id: "back" }], (area) =>
        area.id === "back" ? designs.back : undefined,
      ).map((mockup) => mockup.area.id),
    ).toEqual(["back"]);
  });

  it("never draws on a picture of a colour the visitor didn't choose", () => {
    expect(
      designMockups(
        [whiteFront, blackFront],
        { colour: "red" },
        [{ id: "front" }],
        (area) => designs[area.id],
      ),
    ).toEqual([]);
  });
});
