import type { IncomingMessage, ServerResponse } from "node:http";
import en from "../../../../messages/en.json";
import th from "../../../../messages/th.json";
import { SECURITY_HEADERS } from "../security-headers.mjs";

type Refusal = keyof typeof en.edgeErrors;

const STATUS: Record<Refusal, number> = {
  badPath: 400,
  controlCharacters: 400,
  imageNotAllowed: 400,
  badMethod: 405,
  badAction: 400,
  foreignOrigin: 403,
  bodyTooLarge: 413,
};
const CODE: Record<Refusal, string> = {
  badPath: "bad_path",
  controlCharacters: "control_characters",
  imageNotAllowed: "image_not_allowed",
  badMethod: "method_not_allowed",
  badAction: "bad_action",
  foreignOrigin: "foreign_origin",
  bodyTooLarge: "body_too_large",
};

/** What the shop answers at all; anything else (TRACE, CONNECT, made-up verbs) is refused with 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** The page's language: Thai pages live under /th (README.md "Languages"), the API takes ?lang=th. */
function languageOf(url: string): "en" | "th" {
  return /^\/th(\/|\?|$)/.test(url) || /[?&]lang=th(&|$)/.test(url) ? "th" : "en";
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Answers a request the app must not see with a short message in the page's language: JSON for the
 * API, plain text for a Server Action (its caller is a script), a small page otherwise. Nothing of the
 * request is echoed and no stack trace is shown, and the answer carries every security header. When
 * the body was not read, the connection is cut a little after the answer (see stopReadingAfterAnswer).
 */
export function refuse(req: IncomingMessage, res: ServerResponse, refusal: Refusal): void {
  const url = req.url ?? "/";
  const language = languageOf(url);
  const message = (language === "th" ? th : en).edgeErrors[refusal];
  let type: string;
  let body: string;
  if (url.startsWith("/api/")) {
    type = "application/json";
    body = JSON.stringify({ error: CODE[refusal], message });
  } else if (req.headers["next-action"] !== undefined) {
    type = "text/plain; charset=utf-8";
    body = message;
  } else {
    type = "text/html; charset=utf-8";
    body = `<!doctype html><html lang="${language}"><meta charset="utf-8"><title>${STATUS[refusal]}</title><p>${escapeHtml(message)}</p></html>`;
  }
  res.statusCode = STATUS[refusal];
  res.setHeader("Content-Type", type);
  res.setHeader("Content-Length", Buffer.byteLength(body));
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  if (refusal === "badMethod") res.setHeader("Allow", ALLOWED_METHODS.join(", "));
  res.end(body);
}

/** How long a client that is still sending an unread body gets to read our answer. */
const LINGER_MS = 2_000;

/**
 * Every route's last word on its body: once the answer is sent, a body nobody read is not read to its
 * end (Node would drain it, however large, to keep the connection alive). Closing a connection while the
 * client is still sending makes the kernel answer with a reset, which can throw away our answer before
 * the client has read it (and "Connection: close" makes Node close at once). So the connection stays
 * open for a moment after the answer, then is cut, unless the body ended meanwhile: a short body
 * the client had finished sending is drained, and its kept-alive connection may already carry the
 * client's next request, which a cut would break mid-answer.
 */
export function stopReadingAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  // Taken now: by the answer's end `req.socket` may be null (a library that destroys the request
  // stream can clear it, as undici's helper does; the abuse run's log showed it here).
  const { socket } = req;
  res.once("finish", () => {
    if (req.complete) return;
    // Node has just started draining the rest (it does so before this listener runs): hold it back.
    // Either the body still ends (what the client had already sent), and the connection is sound, or
    // the connection is cut a moment later.
    socket.pause();
    const cut = setTimeout(() => socket.destroy(), LINGER_MS);
    cut.unref();
    const spare = () => {
      clearTimeout(cut);
      req.off("end", spare);
      socket.off("close", spare);
    };
    req.once("end", spare);
    socket.once("close", spare);
  });
}
