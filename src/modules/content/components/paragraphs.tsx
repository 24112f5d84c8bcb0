import { MoneyText } from "@/modules/money/components/money-text";

/** Plain message text with "\n\n" paragraph breaks, rendered as paragraphs (amounts in the visitor's currency). */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index} className={className}>
          <MoneyText text={paragraph} />
        </p>
      ))}
    </>
  );
}
