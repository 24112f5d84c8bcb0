import Link from "next/link";
import { inter } from "./fonts";

/** Only for requests outside the language routes (e.g. /missing.txt); pages use [locale]/not-found. */
export default function GlobalNotFound() {
  return (
    <html lang="en" className={inter.variable}>
      <body className="grid min-h-screen place-items-center p-6 text-center">
        <div>
          <p className="text-6xl font-bold text-primary">404</p>
          <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
          <Link className="mt-6 inline-block text-primary underline" href="/">
            Return to home
          </Link>
        </div>
      </body>
    </html>
  );
}
