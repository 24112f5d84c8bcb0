import localFont from "next/font/local";

// Fonts from npm (@fontsource-variable), served by next/font: self-hosted, each file one script's subset
// only (Latin, Thai), display: swap so text shows at once in a fallback (docs/client-weight.md#fonts).

/** Latin only (48 KB): every page's first view needs it, in both languages, so it is preloaded. */
export const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  variable: "--font-inter",
  display: "swap",
  // A metric-adjusted Arial until Inter arrives, so the swap does not shift the layout.
  adjustFontFallback: "Arial",
});

/**
 * Only the Thai glyphs (27 KB). Not preloaded: next/font would preload it on every page, English ones
 * included. Its unicode-range makes the browser fetch it only for a page that shows Thai text, as soon
 * as the CSS meets one. No metric-adjusted Arial behind it: that face would answer for Latin characters
 * in Thai text, which should fall through to Inter (the --font-thai stack in globals.css).
 */
export const notoSansThai = localFont({
  src: "../../node_modules/@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2",
  weight: "100 900",
  variable: "--font-noto-sans-thai",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: "unicode-range", value: "U+02D7, U+0303, U+0331, U+0E01-0E5B, U+200C-200D, U+25CC" },
  ],
});
