/**
 * The figures a content page may state, formatted for the page (shop-facts.server.ts). Message texts
 * name them as `{freeShippingThreshold}`, `{countryCount}` … and never state the figure themselves
 * (shop-facts.test.ts checks both languages). A list item that is exactly `{shippingLevels}` becomes
 * that list.
 */
export type ShopFacts = {
  values: Record<string, string | undefined>;
  lists: Record<string, string[]>;
};

const PLACEHOLDER = /\{(\w+)\}/g;

/** The names of the facts a text uses. */
export function factsIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/**
 * `text` with its facts filled in, or undefined when it names a fact the shop doesn't promise (no
 * free-shipping threshold): such a sentence is left out rather than shown wrong.
 */
export function fillFacts(text: string, facts: ShopFacts | undefined): string | undefined {
  if (!facts) return text;
  let missing = false;
  const filled = text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = facts.values[name];
    if (value === undefined) missing = true;
    return value ?? whole;
  });
  return missing ? undefined : filled;
}

/** Paragraphs ("\n\n"-separated) with facts filled; a paragraph naming a missing fact is dropped. */
export function fillParagraphs(text: string, facts: ShopFacts | undefined): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => fillFacts(paragraph, facts))
    .filter((paragraph): paragraph is string => paragraph !== undefined)
    .join("\n\n");
}

/** List items with facts filled: `{list}` items expand to that list; items naming a missing fact go. */
export function fillItems(items: readonly string[], facts: ShopFacts | undefined): string[] {
  return items.flatMap((item) => {
    const list = /^\{(\w+)\}$/.exec(item)?.[1];
    if (facts && list && facts.lists[list]) return facts.lists[list];
    const filled = fillFacts(item, facts);
    return filled === undefined ? [] : [filled];
  });
}
