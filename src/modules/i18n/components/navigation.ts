import { createNavigation } from "next-intl/navigation";
import { routing } from "../routing";

/** Locale-aware Link and router: `<Link href="/pricing">` points at /th/pricing on Thai pages. */
export const { Link, redirect, usePathname, useRouter } = createNavigation(routing);
