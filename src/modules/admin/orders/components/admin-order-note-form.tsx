"use client";

import { LoaderCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { translateOr } from "@/modules/i18n";
import { useRouter } from "@/modules/i18n/components/navigation";
import { addAdminOrderNote } from "../actions";
import { NOTE_MAX_LENGTH, orderNoteInput } from "../order-edit-input";

/**
 * Adds an internal note to the order: checked in the browser with the action's own schema, kept as
 * typed when refused, cleared once saved (the page then lists it first). Focus stays in the field.
 */
export function AdminOrderNoteForm({ number }: { number: string }) {
  const t = useTranslations("admin.order.notes");
  const tErrors = useTranslations("admin.order.notes.errors");
  const router = useRouter();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const checked = orderNoteInput.safeParse({ number, body });
    if (!checked.success) {
      setError(translateOr(tErrors, checked.error.issues[0]?.message ?? "invalid", tErrors("invalid")));
      fieldRef.current?.focus();
      return;
    }
    setError(null);
    startTransition(async () => {
      const result = await addAdminOrderNote(checked.data);
      if (result.ok) {
        setBody("");
        toast.success(t("added"));
        router.refresh();
      } else {
        setError(tErrors(result.error));
        fieldRef.current?.focus();
      }
    });
  }

  const control = fieldControlProps("admin-order-note", { name: "body", error: error ?? undefined });
  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <Field id={control.id} label={t("label")} error={error ?? undefined} required>
        <Textarea
          {...control}
          ref={fieldRef}
          required
          aria-required
          maxLength={NOTE_MAX_LENGTH}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </Field>
      <div>
        <Button type="submit" aria-disabled={pending || undefined}>
          {pending ? <LoaderCircleIcon className="size-4 animate-spin" aria-hidden /> : null}
          {t("add")}
        </Button>
      </div>
    </form>
  );
}
