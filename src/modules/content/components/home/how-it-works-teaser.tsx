import { ArrowRightIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { Link } from "@/modules/i18n/components/navigation";
import { NumberedSteps } from "../numbered-steps";

export async function HowItWorksTeaser() {
  const t = await getTranslations("home.howItWorks");
  return (
    <section className="bg-muted/50 py-16">
      <Container>
        <h2 className="text-3xl font-bold">{t("title")}</h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">{t("subtitle")}</p>
        <NumberedSteps steps={t.raw("steps")} className="mt-8 grid gap-6 md:grid-cols-3" />
        <Link
          href="/how-it-works"
          className="mt-6 inline-flex items-center gap-1 font-medium text-primary hover:underline"
        >
          {t("cta")} <ArrowRightIcon className="size-4" aria-hidden />
        </Link>
      </Container>
    </section>
  );
}
