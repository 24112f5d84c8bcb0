import { CreditCardIcon, ShieldCheckIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Link } from "@/modules/i18n/components/navigation";

function Notice({
  icon,
  title,
  body,
  children,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-4 px-6 py-12 text-center">
        {icon}
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="max-w-md text-muted-foreground">{body}</p>
        <div className="flex flex-col gap-3 sm:flex-row">{children}</div>
      </CardContent>
    </Card>
  );
}

/**
 * The return URL didn't prove this visitor paid for the order (no or another session id, a sandbox
 * reference, a typo): say so without revealing whether the order exists, and offer tracking instead.
 */
export async function OrderNotShown({ number }: { number: string }) {
  const t = await getTranslations("orderSuccess.hidden");
  const trackHref = number ? { pathname: "/track-order", query: { order: number } } : "/track-order";
  return (
    <Notice
      icon={<ShieldCheckIcon className="size-12 text-primary" aria-hidden />}
      title={t("title")}
      body={t("body")}
    >
      <Button asChild size="lg">
        <Link href={trackHref}>{t("track")}</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link href="/">{t("home")}</Link>
      </Button>
    </Notice>
  );
}

/** The payment failed or its page expired: nothing was charged and the cart is still there. */
export async function PaymentFailed({ number }: { number: string }) {
  const t = await getTranslations("orderSuccess.failed");
  return (
    <Notice
      icon={<CreditCardIcon className="size-12 text-destructive" aria-hidden />}
      title={t("title")}
      body={t("body", { number })}
    >
      <Button asChild size="lg">
        <Link href="/checkout">{t("retry")}</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link href="/contact">{t("contact")}</Link>
      </Button>
    </Notice>
  );
}
