import "server-only";
import { cookies } from "next/headers";
import { env } from "@/server/env";

/** The cart's random id. httpOnly so scripts can't read it; Lax so it survives the return from payment. */
const CART_COOKIE = "cart";
const MAX_AGE = 60 * 60 * 24 * 90;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function readCartId(): Promise<string | undefined> {
  const value = (await cookies()).get(CART_COOKIE)?.value;
  return value && UUID.test(value) ? value : undefined;
}

export async function writeCartCookie(cartId: string): Promise<void> {
  (await cookies()).set(CART_COOKIE, cartId, {
    path: "/",
    maxAge: MAX_AGE,
    httpOnly: true,
    sameSite: "lax",
    secure: env().APP_URL.startsWith("https:"),
  });
}
