import Image from "next/image";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "@/modules/i18n/components/navigation";

type Props = {
  href: ComponentProps<typeof Link>["href"];
  image: string;
  title: string;
  text: string;
  /** Heading level of the title inside its list; the card itself is one link. */
  titleAs?: "h3" | "p";
  children?: ReactNode;
};

/** A linked card with a 4:3 picture, a title and a line of text: categories, best sellers, products. */
export function PictureCard({ href, image, title, text, titleAs: Title = "p", children }: Props) {
  return (
    <Link
      href={href}
      className="group block overflow-hidden rounded-[var(--radius-lg)] border border-border bg-card transition-shadow hover:shadow-md"
    >
      <Image src={image} alt="" width={800} height={600} className="aspect-[4/3] w-full object-cover" />
      <div className="grid gap-1 p-4">
        <Title className="font-semibold group-hover:text-primary">{title}</Title>
        <p className="text-sm text-muted-foreground">{text}</p>
        {children}
      </div>
    </Link>
  );
}
