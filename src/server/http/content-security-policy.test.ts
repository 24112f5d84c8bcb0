import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { LIBRARY_STYLE_HASHES, newNonce, pageContentSecurityPolicy } from "./content-security-policy";

describe("pageContentSecurityPolicy", () => {
  it("lets scripts run only with this request's nonce", () => {
    const nonce = newNonce();
    const policy = pageContentSecurityPolicy(nonce, { dev: false });
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic';`);
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toMatch(/style-src [^;]*unsafe-inline/);
    expect(newNonce()).not.toBe(nonce);
  });

  it("allows exactly the stylesheet the installed sonner injects", () => {
    const file = createRequire(import.meta.url)
      .resolve("sonner")
      .replace(/index\.js$/, "index.mjs");
    const call = /__insertCSS\("((?:[^"\\]|\\.)*)"\);/.exec(readFileSync(file, "utf8"));
    expect(call, "sonner still injects its CSS with __insertCSS").not.toBeNull();
    const css = JSON.parse(`"${call![1]}"`) as string;
    const hash = `'sha256-${createHash("sha256").update(css).digest("base64")}'`;
    expect(LIBRARY_STYLE_HASHES).toContain(hash);
  });
});
