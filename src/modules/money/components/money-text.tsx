import { Fragment } from "react";
import { Money } from "./money";

/**
 * Sentences with amounts in them, on pages prerendered for everybody (docs/architecture.md#prerendered-pages).
 * The server translates the sentence with `moneySlot(cents)` where the amount goes; `MoneyText` renders
 * it with each slot as a `<Money>`, which shows the visitor's currency in the browser.
 */
const MARK = "\u2063"; // INVISIBLE SEPARATOR: never in our messages, and harmless if ever shown

/** Stands for a USD-cent amount inside a translated string. */
export function moneySlot(usdCents: number): string {
  return `${MARK}${Math.round(usdCents)}${MARK}`;
}

/** The text with every money slot rendered as the amount in the visitor's currency. */
export function MoneyText({ text }: { text: string }) {
  const parts = text.split(MARK);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Money key={index} usdCents={Number(part)} />
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
