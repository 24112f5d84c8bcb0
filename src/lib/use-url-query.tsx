"use client";

import { useSearchParams } from "next/navigation";
import { Suspense, useEffect, useMemo, useState, type ReactNode } from "react";

/**
 * The page URL's query, for a client component on a prerendered page
 * (docs/architecture.md#prerendered-pages): empty in the prerendered HTML and while the page hydrates,
 * then the URL's own, following client navigations (a chip, Load more, Back).
 *
 * Render the returned `reader` anywhere in the component. It is the only part that calls
 * `useSearchParams`, inside its own `<Suspense>`, so Next prerenders everything else as for an empty
 * query and React hydrates it in place. (A Suspense around the whole component would make Next send
 * its fallback and replace it at hydration: a new DOM, losing what a visitor had typed meanwhile.)
 */
export function useUrlQuery(): { query: URLSearchParams; reader: ReactNode } {
  const [search, setSearch] = useState("");
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const reader = (
    <Suspense fallback={null}>
      <UrlQueryReader onRead={setSearch} />
    </Suspense>
  );
  return { query, reader };
}

function UrlQueryReader({ onRead }: { onRead: (search: string) => void }) {
  const search = useSearchParams().toString();
  useEffect(() => onRead(search), [onRead, search]);
  return null;
}
