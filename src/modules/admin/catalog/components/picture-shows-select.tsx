"use client";

import { useTranslations } from "next-intl";
import { Field, fieldControlProps } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import type { EditableProduct } from "@/modules/catalog/server";
import type { Locale } from "@/modules/i18n";

type Shows = { option: string; value: string };

type Props = {
  id: string;
  options: EditableProduct["options"];
  locale: Locale;
  shows: Shows | undefined;
  error: string | undefined;
  onChange: (shows: Shows | undefined) => void;
};

/** One choice per option value ("Colour: Black"), carried as JSON so codes need no separator. */
const choiceValue = (shows: Shows) => JSON.stringify([shows.option, shows.value]);

/**
 * Which option value a product picture shows, or none (docs/admin.md#catalog): the product page leads
 * with the picture of the chosen value. The server checks the value is the product's own.
 */
export function PictureShowsSelect({ id, options, locale, shows, error, onChange }: Props) {
  const t = useTranslations("admin.catalog");
  const hint = t("showsHint");
  return (
    <Field id={id} label={t("shows")} error={error} hint={hint}>
      <NativeSelect
        {...fieldControlProps(id, { error, hint })}
        value={shows ? choiceValue(shows) : ""}
        onChange={(event) => {
          const picked = event.target.value;
          if (!picked) return onChange(undefined);
          const [option, value] = JSON.parse(picked) as [string, string];
          onChange({ option, value });
        }}
      >
        <option value="">{t("showsNone")}</option>
        {options.flatMap((option) =>
          option.values.map((value) => {
            const choice = { option: option.code, value: value.code };
            return (
              <option key={choiceValue(choice)} value={choiceValue(choice)}>
                {t("showsValue", { option: option.name[locale], value: value.name[locale] })}
              </option>
            );
          }),
        )}
      </NativeSelect>
    </Field>
  );
}
