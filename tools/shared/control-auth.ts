import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";

const MIN_TOKEN_LENGTH = 16;

/**
 * The bearer token a simulator's control API (/_sim/) requires: the one given, or a random one. Shared
 * by both simulators. Without it anyone who reaches the port could read the Stripe simulator's
 * customers' e-mails and mark orders paid for nothing, or move print orders along and inject faults.
 */
export function controlTokenFrom(given: string | undefined): string {
  if (given === undefined) return randomBytes(24).toString("hex");
  if (given.length < MIN_TOKEN_LENGTH) {
    throw new Error(
      `the control token (SIMULATOR_CONTROL_TOKEN) must be at least ${MIN_TOKEN_LENGTH} characters`,
    );
  }
  return given;
}

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
export function hasControlToken(request: IncomingMessage, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "");
  if (!match) return false;
  // Hashing first gives both sides one length, so the comparison leaks neither length nor content.
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}
