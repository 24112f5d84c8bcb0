"use client";

import { PencilIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { translateOr } from "@/modules/i18n";
import { useRef, useState, useTransition, type FormEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import type { FieldErrors, Profile, ProfileField } from "@/modules/accounts";
import { saveProfile } from "@/modules/accounts/actions";
import { AccountSection } from "./account-section";

const EDITABLE = ["name", "phone", "company"] as const satisfies readonly ProfileField[];
const autoComplete: Record<ProfileField, string> = {
  name: "nickname",
  phone: "tel",
  company: "organization",
};

/**
 * The profile: e-mail read-only, display name, phone and company shown until "Edit", then a form with
 * Cancel (puts back what is saved) and Save Changes. The server validates; its message keys are shown
 * under the fields in the page's language.
 */
export function ProfileForm({ profile: saved }: { profile: Profile }) {
  const t = useTranslations("account.profile");
  const [profile, setProfile] = useState(saved);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(() => formValues(saved));
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [saving, startSaving] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);

  const errorText = (field: ProfileField) => {
    const key = errors[field];
    if (!key) return undefined;
    return translateOr(t, `errors.${key}`, t("errors.required"));
  };

  const startEditing = () => {
    setValues(formValues(profile));
    setErrors({});
    setEditing(true);
    // The first field takes the focus once the form is shown.
    requestAnimationFrame(() => formRef.current?.querySelector("input")?.focus());
  };
  const stopEditing = () => {
    setEditing(false);
    setErrors({});
    requestAnimationFrame(() => editRef.current?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    startSaving(async () => {
      const result = await saveProfile(values).catch(() => ({
        ok: false as const,
        error: "failed" as const,
      }));
      if (result.ok) {
        setProfile(result.profile);
        toast.success(t("updatedTitle"), { description: t("updatedBody") });
        stopEditing();
      } else if (result.error === "invalid") {
        setErrors(result.fieldErrors);
        const first = EDITABLE.find((field) => result.fieldErrors[field]);
        if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      } else {
        toast.error(t("failed"));
      }
    });
  };

  const action = editing ? null : (
    <Button ref={editRef} variant="outline" size="sm" onClick={startEditing} data-testid="profile-edit">
      <PencilIcon aria-hidden />
      {t("edit")}
    </Button>
  );

  return (
    <AccountSection title={t("title")} intro={t("intro")} action={action}>
      <dl className="mb-4 grid gap-1 text-sm">
        <dt className="text-muted-foreground">{t("email")}</dt>
        <dd className="flex flex-wrap items-center gap-2 break-all">
          <span data-testid="profile-email">{profile.email}</span>
          <Badge variant={profile.emailVerified ? "success" : "warning"}>
            {profile.emailVerified ? t("verified") : t("notVerified")}
          </Badge>
        </dd>
        <dd className="text-xs text-muted-foreground">{t("emailReadOnly")}</dd>
      </dl>
      {editing ? (
        <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4" data-testid="profile-form">
          {EDITABLE.map((field) => {
            const error = errorText(field);
            const control = fieldControlProps(`profile-${field}`, { name: field, error });
            const optional = field !== "name";
            return (
              <Field
                key={field}
                id={control.id}
                label={t(field)}
                error={error}
                required={!optional}
                optionalText={optional ? t("optional") : undefined}
              >
                <Input
                  {...control}
                  type={field === "phone" ? "tel" : "text"}
                  autoComplete={autoComplete[field]}
                  required={!optional}
                  value={values[field]}
                  onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
                />
              </Field>
            );
          })}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={stopEditing} disabled={saving}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? t("saving") : t("save")}
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid gap-4 text-sm sm:grid-cols-3" data-testid="profile-details">
          {EDITABLE.map((field) => (
            <div key={field} className="grid gap-1">
              <dt className="text-muted-foreground">{t(field)}</dt>
              <dd className="font-medium break-words" data-field={field}>
                {profile[field] || <span className="font-normal text-muted-foreground">{t("notSet")}</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </AccountSection>
  );
}

function formValues(profile: Profile): Record<ProfileField, string> {
  return { name: profile.name, phone: profile.phone ?? "", company: profile.company ?? "" };
}
