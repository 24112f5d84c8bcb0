// @vitest-environment node
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { documentGeometry } from "@/modules/print-design";
import { renderSidePdf } from "@/modules/print-design/server";
import { businessCardDocument } from "@/modules/print-design/testing";
import { log } from "@/server/log";
import { analysePdf } from "./pdf-info.server";

const folder = await mkdtemp(path.join(tmpdir(), "printgo-pdf-info-"));
afterAll(() => rm(folder, { recursive: true, force: true }));

describe("a PDF's preview", () => {
  it("draws the PDF's text in its embedded fonts, not just its shapes", async () => {
    const document = businessCardDocument();
    const file = path.join(folder, "card.pdf");
    await writeFile(file, await renderSidePdf(document.sides[0]!, documentGeometry(document), new Map()));
    const { firstPage, pageWidthMm } = await analysePdf(file, log);
    expect(pageWidthMm).toBeCloseTo(91, 1);
    const { data, info } = await sharp(firstPage!).raw().toBuffer({ resolveWithObject: true });
    // The card's text is near-black (#111827); its band and QR code are blue and black, so count
    // near-black pixels where the name and title are drawn: the left half, below the band.
    let ink = 0;
    for (let y = Math.round(info.height * 0.3); y < Math.round(info.height * 0.65); y++) {
      for (let x = 0; x < info.width / 2; x++) {
        const index = (y * info.width + x) * info.channels;
        if (data[index]! < 80 && data[index + 1]! < 80 && data[index + 2]! < 80) ink++;
      }
    }
    expect(ink).toBeGreaterThan(500);
  });
});
