import { ArrowRightIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Link } from "@/modules/i18n/components/navigation";
import type { ContentCta } from "../types";
import { MoneyText } from "@/modules/money/components/money-text";

export function CallToAction({ cta }: { cta: ContentCta }) {
  return (
    <Container className="mt-16">
      <div className="grid gap-4 rounded-[var(--radius-lg)] bg-primary px-6 py-10 text-primary-foreground sm:px-10 md:grid-cols-[1fr_auto] md:items-center">
        <div>
          <h2 className="text-2xl font-bold">{cta.heading}</h2>
          <p className="mt-2 opacity-90">
            <MoneyText text={cta.body} />
          </p>
        </div>
        <Button asChild size="lg" variant="secondary">
          <Link href={cta.href}>
            {cta.label} <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </div>
    </Container>
  );
}
