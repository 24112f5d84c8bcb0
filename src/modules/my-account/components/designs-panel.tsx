"use client";

import { CopyIcon, PencilIcon, PenToolIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { copyDesign, renameDesign } from "@/modules/designer/actions";
import { DesignThumbnail } from "@/modules/designer/components/design-thumbnail";
import type { MyDesign } from "@/modules/designer/server";
import { Link, useRouter } from "@/modules/i18n/components/navigation";
import { AccountSection } from "./account-section";
import { LocalDate } from "./local-date";

/**
 * My account → Designs (docs/designer.md#designs-are-kept): the customer's saved drafts, each reopened
 * in the designer, renamed in place or duplicated; or a way to the products when there are none.
 */
export function DesignsPanel({ designs }: { designs: MyDesign[] }) {
  const t = useTranslations("designs");
  return (
    <AccountSection title={t("title")} intro={t("intro")}>
      {designs.length === 0 ? (
        <div className="grid justify-items-center gap-4 py-8 text-center" data-testid="designs-empty">
          <PenToolIcon className="size-10 text-muted-foreground" aria-hidden />
          <p className="text-muted-foreground">{t("empty")}</p>
          <Button asChild>
            <Link href="/products">{t("emptyAction")}</Link>
          </Button>
        </div>
      ) : (
        <ul className="divide-y divide-border rounded-[var(--radius)] border border-border">
          {designs.map((design) => (
            <DesignRow key={design.id} design={design} />
          ))}
        </ul>
      )}
    </AccountSection>
  );
}

function DesignRow({ design }: { design: MyDesign }) {
  const t = useTranslations("designs");
  const router = useRouter();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(design.name);
  const [busy, setBusy] = useState(false);

  async function rename(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await renameDesign({ designId: design.id, name });
    setBusy(false);
    if (!result.ok) return toast.error(result.error === "invalid" ? t("nameRequired") : t("failed"));
    setRenaming(false);
    toast.success(t("renamed"));
    router.refresh();
  }

  async function duplicate() {
    setBusy(true);
    const result = await copyDesign({ designId: design.id });
    setBusy(false);
    if (!result.ok) return toast.error(t("failed"));
    toast.success(t("duplicated"));
    router.refresh();
  }

  return (
    <li
      className="grid grid-cols-[4.5rem_1fr] gap-3 p-4 sm:grid-cols-[6rem_1fr_auto] sm:items-center"
      data-testid={`design-${design.id}`}
    >
      <span className="row-span-2 grid size-[4.5rem] place-items-center sm:row-span-1 sm:size-24">
        <DesignThumbnail {...design.thumbnail} />
      </span>
      {renaming ? (
        <form onSubmit={rename} className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-sm font-medium">
            {t("nameLabel")}
            <Input
              value={name}
              maxLength={80}
              required
              onChange={(event) => setName(event.target.value)}
              autoFocus
            />
          </label>
          <Button type="submit" disabled={busy}>
            {t("save")}
          </Button>
          <Button type="button" variant="ghost" onClick={() => (setRenaming(false), setName(design.name))}>
            {t("cancel")}
          </Button>
        </form>
      ) : (
        <span className="grid gap-0.5">
          <span className="font-semibold break-words">{design.name}</span>
          <span className="text-sm text-muted-foreground">
            {design.productName ?? t("productGone")} ·{" "}
            <LocalDate iso={design.updatedAt} messageKey="designs.updatedOn" />
          </span>
        </span>
      )}
      <span className="flex flex-wrap gap-2">
        {design.href ? (
          <Button asChild size="sm">
            <Link href={design.href} prefetch={false}>
              {t("open")}
              <span className="sr-only">: {design.name}</span>
            </Link>
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => setRenaming(true)} disabled={busy || renaming}>
          <PencilIcon aria-hidden />
          {t("rename")}
          <span className="sr-only">: {design.name}</span>
        </Button>
        <Button size="sm" variant="outline" onClick={duplicate} disabled={busy}>
          <CopyIcon aria-hidden />
          {t("duplicate")}
          <span className="sr-only">: {design.name}</span>
        </Button>
      </span>
    </li>
  );
}
