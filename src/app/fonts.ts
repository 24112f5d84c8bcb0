import localFont from "next/font/local";

// Fonts from npm (@fontsource-variable), served by next/font: preloaded, self-hosted, and with a
// metric-adjusted fallback so the swap to the web font does not shift the layout.
export const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  variable: "--font-inter",
  display: "swap",
});

/** Only the Thai glyphs: Latin characters in Thai text fall through to Inter. */
export const notoSansThai = localFont({
  src: "../../node_modules/@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2",
  weight: "100 900",
  variable: "--font-noto-sans-thai",
  display: "swap",
});
