import { describe, expect, it } from "vitest";
import { picturesForSelection } from "./pictures-for-selection";

const picture = (url: string, shows?: { option: string; value: string }) => ({
  id: url,
  url,
  type: "photo" as const,
  alt: url,
  ...(shows && { shows }),
});

const pictures = [
  picture("white", { option: "colour", value: "white" }),
  picture("black", { option: "colour", value: "black" }),
  picture("back"),
  picture("navy", { option: "colour", value: "navy" }),
];

describe("the product page's pictures for the chosen options", () => {
  it("leads with the picture of the chosen value and puts other values' pictures last", () => {
    expect(picturesForSelection(pictures, { colour: "black", size: "xl" }).map((p) => p.url)).toEqual([
      "black",
      "back",
      "white",
      "navy",
    ]);
  });

  it("keeps the stored order when nothing chosen has a picture of its own", () => {
    expect(picturesForSelection(pictures, {}).map((p) => p.url)).toEqual(["white", "black", "back", "navy"]);
    expect(picturesForSelection(pictures, { colour: "red" }).map((p) => p.url)).toEqual([
      "back",
      "white",
      "black",
      "navy",
    ]);
  });
});
