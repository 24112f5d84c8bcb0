import { ArrowRightIcon, CheckIcon } from "lucide-react";
import Image from "next/image";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Link } from "@/modules/i18n/components/navigation";
import { fillFacts, type ShopFacts } from "../../shop-facts";
import { MoneyText } from "@/modules/money/components/money-text";

export async function Hero({ facts }: { facts: ShopFacts }) {
  const t = await getTranslations("home.hero");
  const claims = t.raw("claims") as string[];
  return (
    <section className="overflow-hidden bg-gradient-to-b from-secondary/70 to-background">
      <Container className="grid items-center gap-10 py-14 md:grid-cols-2 md:py-20">
        <div>
          <p className="text-sm font-semibold text-primary">{t("eyebrow")}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{t("title")}</h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground">
            <MoneyText text={fillFacts(t.raw("subtitle") as string, facts) ?? ""} />
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link href="/products">
                {t("primaryCta")} <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/how-it-works">{t("secondaryCta")}</Link>
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            {claims.map((claim) => (
              <li key={claim} className="flex items-center gap-1.5">
                <CheckIcon className="size-4 text-success" aria-hidden /> {claim}
              </li>
            ))}
          </ul>
        </div>
        {/* The page's largest paint: preloaded, and fetched before the scripts (docs/client-weight.md#largest-paint). */}
        <Image
          src="/images/hero.svg"
          alt=""
          width={960}
          height={720}
          priority
          fetchPriority="high"
          className="w-full"
        />
      </Container>
    </section>
  );
}
