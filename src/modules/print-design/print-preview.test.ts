import { pbkdf2 } from "node:crypto";
import { runInNewContext } from "node:vm";
import { setFlagsFromString } from "node:v8";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { documentGeometry } from "./geometry";
import { renderSidePreview } from "./print-pdf.server";
import { businessCardDocument } from "./test-documents";

// Exposes `gc` to this file's process; a fresh context picks the flag up.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

describe("a design side's thumbnail", () => {
  // With @napi-rs/canvas's async encode the canvas could be collected while a pool thread still read
  // its pixels, and the process died (docs/designer.md#print-file). Here that would end this test's
  // process with SIGSEGV, which Vitest reports as a failure.
  it("is drawn whole even when garbage is collected while it is being encoded", async () => {
    const document = businessCardDocument();
    const geometry = documentGeometry(document);
    for (let round = 0; round < 5; round += 1) {
      // libuv's pool (4 threads) kept busy, so an encode handed to it waits until after the collection.
      const busy = Array.from(
        { length: 4 },
        () => new Promise((resolve) => pbkdf2("a", "b", 200_000, 32, "sha512", resolve)),
      );
      const thumbnail = renderSidePreview(document.sides[0]!, geometry, new Map());
      for (let pass = 0; pass < 3; pass += 1) {
        collectGarbage();
        await new Promise((resolve) => setImmediate(resolve));
      }
      await Promise.all(busy);
      const { format, width, height } = await sharp(await thumbnail).metadata();
      // The card with its bleed, 91 × 61 mm, at 600 pixels on its long edge.
      expect({ format, width, height }).toEqual({ format: "webp", width: 600, height: 402 });
    }
  });
});
