import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { MoneyText } from "@/modules/money/components/money-text";

type Props = { title: string; intro?: string; eyebrow?: string; children?: ReactNode };

export function PageHeader({ title, intro, eyebrow, children }: Props) {
  return (
    <section className="border-b border-border bg-gradient-to-b from-secondary/60 to-background">
      <Container className="py-12 sm:py-16">
        {eyebrow ? <p className="text-sm font-semibold text-primary">{eyebrow}</p> : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {intro ? (
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
            <MoneyText text={intro} />
          </p>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
