import { describe, expect, it } from "vitest";
import { cartLineMergeKey } from "./merge-key";

const fileA = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const fileB = "0b2f8bd8-1a4c-4a43-9d0e-6c8a4f0f4a11";

const front = (...ids: string[]) => ids.map((uploadId) => ({ areaId: "front", uploadId }));

describe("cart line merge key", () => {
  it("is the same for the same product, options and files in any order", () => {
    expect(cartLineMergeKey(1, { finish: "gloss", pack: "500" }, front(fileA, fileB))).toBe(
      cartLineMergeKey(1, { pack: "500", finish: "gloss" }, front(fileB, fileA)),
    );
  });

  it("differs when the product, an option value or a file differs", () => {
    const key = cartLineMergeKey(1, { finish: "gloss" }, front(fileA));
    expect(cartLineMergeKey(2, { finish: "gloss" }, front(fileA))).not.toBe(key);
    expect(cartLineMergeKey(1, { finish: "matte" }, front(fileA))).not.toBe(key);
    expect(cartLineMergeKey(1, { finish: "gloss" }, front(fileB))).not.toBe(key);
    expect(cartLineMergeKey(1, { finish: "gloss" }, front(fileA, fileB))).not.toBe(key);
  });

  it("tells a book's areas apart: the same two files as cover and interior, or swapped", () => {
    const book = [
      { areaId: "cover", uploadId: fileA },
      { areaId: "interior", uploadId: fileB },
    ];
    const swapped = [
      { areaId: "cover", uploadId: fileB },
      { areaId: "interior", uploadId: fileA },
    ];
    expect(cartLineMergeKey(2, { pages: "20" }, book)).toBe(
      cartLineMergeKey(2, { pages: "20" }, book.toReversed()),
    );
    expect(cartLineMergeKey(2, { pages: "20" }, swapped)).not.toBe(
      cartLineMergeKey(2, { pages: "20" }, book),
    );
  });
});
