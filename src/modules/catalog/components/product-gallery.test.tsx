import { describe, expect, it } from "vitest";
import { renderInLanguage } from "@/test/render-in-language";
import { ProductGallery } from "./product-gallery";

const pictures = [
  { url: "/images/products/tshirt-classic-black.svg", alt: "Black classic T-shirt, front" },
  { url: "/images/products/tshirt-classic-white.svg", alt: "White classic T-shirt, front" },
];
const mockup = {
  key: "front",
  pictureUrl: "/images/products/tshirt-classic-black.svg",
  area: { left: 0.375, top: 0.3167, width: 0.25, height: 0.35 },
  designUrl: "/api/uploads/0b1c/preview?expires=1&sig=abc",
};

/** The main slot of the rendered gallery (before the thumbnails). */
const mainOf = (html: string) => html.slice(0, html.indexOf("<ul"));

describe("product gallery", () => {
  it("leads with the design drawn over the leading picture's mockup area", () => {
    const main = mainOf(
      renderInLanguage(
        "en",
        <ProductGallery
          pictures={pictures}
          mockups={[{ ...mockup, alt: "Your design on Classic T-shirt" }]}
        />,
      ),
    );
    expect(main).toContain('role="img" aria-label="Your design on Classic T-shirt"');
    expect(main).toMatch(/data-testid="mockup-picture"[^>]*tshirt-classic-black\.svg/);
    // The design sits in the area, in percentages of the picture, and covers it.
    expect(main).toContain("left:37.50%;top:31.67%;width:25.00%;height:35.00%");
    expect(main).toMatch(
      /data-testid="mockup-design"[^>]*class="object-cover"[^>]*src="\/api\/uploads\/0b1c\/preview\?expires=1&amp;sig=abc"/,
    );
  });

  it("says what the mockup shows in Thai", () => {
    const html = renderInLanguage(
      "th",
      <ProductGallery pictures={pictures} mockups={[{ ...mockup, alt: "งานออกแบบของคุณบนเสื้อยืด" }]} />,
    );
    expect(mainOf(html)).toContain('aria-label="งานออกแบบของคุณบนเสื้อยืด"');
    // Its thumbnail is decorative: the button names it.
    expect(html).toContain('aria-label="แสดงรูปที่ 1"');
  });

  it("shows the leading picture itself when there is no design", () => {
    const main = mainOf(renderInLanguage("en", <ProductGallery pictures={pictures} />));
    expect(main).not.toContain("mockup-design");
    expect(main).toMatch(/alt="Black classic T-shirt, front"[^>]*data-testid="gallery-main"/);
  });

  it("puts each side's mockup first, the front shown and the back one thumbnail away", () => {
    const back = {
      ...mockup,
      key: "back",
      pictureUrl: "/images/products/tshirt-classic-back.svg",
      alt: "Your design on Classic T-shirt (Back)",
    };
    const html = renderInLanguage(
      "en",
      <ProductGallery
        pictures={pictures}
        mockups={[{ ...mockup, alt: "Your design on Classic T-shirt" }, back]}
      />,
    );
    expect(mainOf(html)).toContain('aria-label="Your design on Classic T-shirt"');
    const thumbnails = html.slice(html.indexOf("<ul"));
    expect(thumbnails.indexOf("tshirt-classic-back.svg")).toBeLessThan(
      thumbnails.indexOf("tshirt-classic-white.svg"),
    );
    expect(thumbnails.match(/data-testid="mockup-design"/g)).toHaveLength(2);
  });
});
