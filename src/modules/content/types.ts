/** The shape of a content page in messages (pages.*, legal.*): see InfoPage. */
export type ContentSection = { heading: string; body: string; items?: string[] };
export type ContentCta = { heading: string; body: string; label: string; href: string };
