/** Form beside a 22 rem summary on wide screens; one column (summary first) on phones. */
export const CHECKOUT_LAYOUT = "grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-10";
