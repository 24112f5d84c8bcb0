import { describe, expect, it } from "vitest";
import { renderInLanguage } from "@/test/render-in-language";
import { acceptedKinds } from "../print-readiness";
import { DesignUpload } from "./design-upload";

const dropZone = (kinds: ReturnType<typeof acceptedKinds>) => (
  <DesignUpload productId={1} files={[]} onChange={() => {}} kinds={kinds} />
);

describe("the design drop zone", () => {
  it("offers and names PDF only where the design needs a cut line, in both languages", () => {
    const dieCut = acceptedKinds({ file: "product", cutLine: true });
    const en = renderInLanguage("en", dropZone(dieCut));
    expect(en).toContain('accept=".pdf"');
    expect(en).toContain("PDF up to 50 MB");
    expect(en).not.toMatch(/JPG|PNG/);
    const th = renderInLanguage("th", dropZone(dieCut));
    expect(th).toContain('accept=".pdf"');
    expect(th).toContain("PDF ขนาดไม่เกิน 50 MB");
    expect(th).not.toMatch(/JPG|PNG/);
  });

  it("offers every kind where no cut line is needed", () => {
    const html = renderInLanguage("en", dropZone(acceptedKinds({ file: "product", cutLine: false })));
    expect(html).toContain('accept=".pdf,.jpg,.jpeg,.png"');
    expect(html).toContain("PDF, JPG, PNG up to 50 MB");
  });
});
