/**
 * The everyday name of a colour ("blue", "dark grey" is "grey"), so a warning can say "The blue
 * rectangle" instead of an id. Decided by hue, lightness and saturation; the names are translated.
 */

export type ColourName =
  | "black"
  | "white"
  | "grey"
  | "red"
  | "orange"
  | "yellow"
  | "green"
  | "teal"
  | "blue"
  | "purple"
  | "pink"
  | "brown";

function hsl(hex: string): { hue: number; saturation: number; lightness: number } {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map(
    (channel) => channel / 255,
  ) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { hue: 0, saturation: 0, lightness };
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  const hue = max === r ? ((g - b) / delta + 6) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return { hue: hue * 60, saturation, lightness };
}

export function colourName(hex: string): ColourName {
  const { hue, saturation, lightness } = hsl(hex);
  if (lightness < 0.12) return "black";
  if (lightness > 0.92) return "white";
  if (saturation < 0.15) return "grey";
  if (hue < 15 || hue >= 345) return lightness > 0.7 ? "pink" : "red";
  if (hue < 45) return lightness < 0.4 ? "brown" : "orange";
  if (hue < 70) return lightness < 0.35 ? "brown" : "yellow";
  if (hue < 160) return "green";
  if (hue < 195) return "teal";
  if (hue < 255) return "blue";
  if (hue < 290) return "purple";
  return "pink";
}
