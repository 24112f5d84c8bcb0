/**
 * sonner (toasts) writes its stylesheet into a <style> without a nonce as soon as it loads: these
 * hashes allow exactly that text and the empty element it starts from. The test next to this file
 * recomputes the hash from the installed sonner, so an upgrade that changes the text fails there.
 */
export const LIBRARY_STYLE_HASHES = [
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='",
];

/**
 * The Content-Security-Policy of pages (README.md "Operations"). Scripts run only with this request's
 * nonce ('strict-dynamic' lets Next's nonced loader add its chunks); inline <style> needs the nonce
 * too (Radix's scroll lock takes it from window.__webpack_nonce__, see CspClientSetup). Radix positions popovers with style attributes, which a nonce cannot cover, hence
 * style-src-attr 'unsafe-inline' (attributes cannot run code). The dev server evaluates code, so
 * 'unsafe-eval' is added there only. With files in a bucket, previews are redirected to it: its origin
 * is allowed for images (`fileOrigin`, src/server/storage/direct-url-origin.ts).
 */
export function pageContentSecurityPolicy(
  nonce: string,
  options: { dev: boolean; fileOrigin?: string | undefined },
): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ""}`,
    `style-src 'self' 'nonce-${nonce}' ${LIBRARY_STYLE_HASHES.join(" ")}`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob:${options.fileOrigin ? ` ${options.fileOrigin}` : ""}`,
    "font-src 'self'",
    "connect-src 'self'",
    // Checkout leaves for the payment page with a navigation, not a form post: no other origin here.
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
  ];
  return directives.join("; ");
}

/** 128 random bits, base64: unguessable and new for every page. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
