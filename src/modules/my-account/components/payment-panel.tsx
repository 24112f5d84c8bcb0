import { CreditCardIcon, LockIcon, RotateCcwIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { AccountSection } from "./account-section";

/** Information only: payment happens on the hosted payment page, and nothing is stored here. */
export function PaymentPanel() {
  const t = useTranslations("account.payment");
  const points = [
    { Icon: CreditCardIcon, text: t("hosted") },
    { Icon: LockIcon, text: t("nothingStored") },
    { Icon: RotateCcwIcon, text: t("refunds") },
  ];
  return (
    <AccountSection title={t("title")} intro={t("intro")}>
      <ul className="grid gap-3">
        {points.map(({ Icon, text }) => (
          <li key={text} className="flex items-start gap-3 text-sm">
            <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </AccountSection>
  );
}
