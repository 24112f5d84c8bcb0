import { button, heading, lines, paragraph } from "@/server/mail";

/** The texts every order mail ends with, already translated. */
export type ClosingTexts = {
  trackIntro: string;
  trackButton: string;
  trackUrl: string;
  supportTitle: string;
  support: string;
  signOff: string;
  team: string;
};

/** How every order mail ends: how to follow the order, how to reach us, and the sign-off. */
export function closingText(c: ClosingTexts): string[] {
  return [
    c.trackIntro,
    `${c.trackButton}: ${c.trackUrl}`,
    "",
    c.supportTitle,
    c.support,
    "",
    c.signOff,
    c.team,
  ];
}

/** The same ending as HTML blocks. */
export function closingHtml(c: ClosingTexts): string[] {
  return [
    paragraph(c.trackIntro),
    button(c.trackUrl, c.trackButton),
    heading(c.supportTitle),
    paragraph(c.support),
    lines([c.signOff, c.team]),
  ];
}
