import { CheckCircle2Icon, LinkIcon, PackageIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { StarRating } from "@/modules/catalog/components/star-rating";
import { Link } from "@/modules/i18n/components/navigation";
import type { ReviewInvitation } from "../schema";
import { ReviewForm } from "./review-form";

/**
 * The page behind the review link of a delivered order (docs/reviews.md#the-review-page): each line
 * of the order with its form, or the review already written. An unknown link and an order not yet
 * delivered each get a plain explanation instead.
 */
export async function ReviewPage({ token, invitation }: { token: string; invitation?: ReviewInvitation }) {
  const t = await getTranslations("reviews.page");
  if (!invitation) {
    return (
      <Notice
        icon={<LinkIcon className="size-8 text-muted-foreground" aria-hidden />}
        title={t("unknownTitle")}
        body={t("unknownBody")}
        action={{ href: "/track-order", label: t("trackOrder") }}
      />
    );
  }
  if (!invitation.delivered) {
    return (
      <Notice
        icon={<PackageIcon className="size-8 text-muted-foreground" aria-hidden />}
        title={t("notDeliveredTitle")}
        body={t("notDeliveredBody", { number: invitation.orderNumber })}
        action={{ href: "/track-order", label: t("trackOrder") }}
      />
    );
  }
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("intro", { number: invitation.orderNumber })}</p>
      </header>
      <ul className="grid gap-4">
        {invitation.lines.map((line) => (
          <li key={line.orderItemId}>
            <Card>
              <CardContent className="grid gap-4 p-6">
                <div className="grid gap-1">
                  <h2 className="text-lg font-semibold">{line.name}</h2>
                  {line.options.length > 0 ? (
                    <p className="text-sm text-muted-foreground">{line.options.join(", ")}</p>
                  ) : null}
                </div>
                {line.review ? (
                  <div className="grid gap-2" data-testid="already-reviewed">
                    <p className="flex items-center gap-2 font-medium">
                      <CheckCircle2Icon className="size-5 text-success" aria-hidden />
                      {t("alreadyReviewed")}
                    </p>
                    <StarRating
                      rating={line.review.rating}
                      label={t("yourRating", { rating: line.review.rating })}
                    />
                    {line.review.body ? (
                      <p className="text-sm whitespace-pre-line text-muted-foreground">{line.review.body}</p>
                    ) : null}
                  </div>
                ) : (
                  <ReviewForm token={token} line={line} suggestedName={invitation.suggestedName} />
                )}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Notice({
  icon,
  title,
  body,
  action,
}: {
  icon: React.ReactNode;
  title: string;
  body: string;
  action: { href: string; label: string };
}) {
  return (
    <div className="grid justify-items-center gap-3 py-12 text-center" data-testid="review-notice">
      {icon}
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-prose text-muted-foreground">{body}</p>
      <Link href={action.href} className={buttonVariants({ variant: "outline" })}>
        {action.label}
      </Link>
    </div>
  );
}
