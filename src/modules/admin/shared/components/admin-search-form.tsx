import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Link } from "@/modules/i18n/components/navigation";

type Props = {
  /** The form's accessible name ("Find products"). */
  formLabel: string;
  /** The field's id and query parameter: the search lands in the URL (?q=…), so Back and links work. */
  id: string;
  name: string;
  label: string;
  hint: string;
  value: string;
  applyLabel: string;
  clearLabel: string;
  /** The list without a search; the Clear link shows only while a search is applied. */
  clearHref: string;
  /** Other filters the search keeps (?category=…), sent as hidden fields. */
  hidden?: Readonly<Record<string, string>>;
};

/** The one-field GET search of an admin list (catalog, users, mail outbox). */
export function AdminSearchForm({
  formLabel,
  id,
  name,
  label,
  hint,
  value,
  applyLabel,
  clearLabel,
  clearHref,
  hidden,
}: Props) {
  return (
    <form method="get" role="search" aria-label={formLabel} className="flex flex-wrap items-end gap-3">
      {Object.entries(hidden ?? {}).map(([key, kept]) => (
        <input key={key} type="hidden" name={key} value={kept} />
      ))}
      <div className="grid min-w-60 flex-1 gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <Input
          id={id}
          name={name}
          type="search"
          defaultValue={value}
          placeholder={hint}
          maxLength={100}
          autoComplete="off"
        />
      </div>
      <button type="submit" className={buttonVariants()}>
        {applyLabel}
      </button>
      {value ? (
        <Link href={clearHref} className={buttonVariants({ variant: "ghost" })}>
          {clearLabel}
        </Link>
      ) : null}
    </form>
  );
}
