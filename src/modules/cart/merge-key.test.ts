import { describe, expect, it } from "vitest";
import { cartLineMergeKey } from "./merge-key";

const fileA = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const fileB = "0b2f8bd8-1a4c-4a43-9d0e-6c8a4f0f4a11";

describe("cart line merge key", () => {
  it("is the same for the same product, options and files in any order", () => {
    expect(cartLineMergeKey(1, { finish: "gloss", pack: "500" }, [fileA, fileB])).toBe(
      cartLineMergeKey(1, { pack: "500", finish: "gloss" }, [fileB, fileA]),
    );
  });

  it("differs when the product, an option value or a file differs", () => {
    const key = cartLineMergeKey(1, { finish: "gloss" }, [fileA]);
    expect(cartLineMergeKey(2, { finish: "gloss" }, [fileA])).not.toBe(key);
    expect(cartLineMergeKey(1, { finish: "matte" }, [fileA])).not.toBe(key);
    expect(cartLineMergeKey(1, { finish: "gloss" }, [fileB])).not.toBe(key);
    expect(cartLineMergeKey(1, { finish: "gloss" }, [fileA, fileB])).not.toBe(key);
  });
});
