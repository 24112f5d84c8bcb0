import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Seals provider keys at rest with AES-256-GCM under a key derived from APP_SECRET (HKDF, its own
 * purpose label), so a database dump alone reveals no key and a tampered value fails to open.
 * Format: "v1.<iv>.<tag>.<ciphertext>", each part base64url.
 */
const PURPOSE = "printgo:provider-keys";

function derivedKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", appSecret, Buffer.alloc(0), PURPOSE, 32));
}

export function seal(plaintext: string, appSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derivedKey(appSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The plaintext, or undefined when the value was sealed with another secret or was altered. */
export function open(sealed: string, appSecret: string): string | undefined {
  const [version, iv, tag, ciphertext] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || ciphertext === undefined) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", derivedKey(appSecret), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return undefined;
  }
}
