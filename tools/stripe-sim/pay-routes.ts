import type { IncomingMessage, ServerResponse } from "node:http";
import type { SimContext } from "./context";
import { parseFormBody } from "./form-body";
import { readBody, redirect, sendHtml } from "./http-util";
import { renderNotFound, renderPayPage, renderStatusPage } from "./pay-page";
import { pageLanguage, TEXTS } from "./pay-texts";
import { successRedirect } from "./sessions";

/**
 * Whether a POST comes from the pay page itself: browsers say where a form was submitted from
 * (`Sec-Fetch-Site`, else `Origin`), so another site cannot make a visitor's browser press "Pay".
 * The page's own form arrives with `Origin: null` (its referrer policy is no-referrer), so
 * `Sec-Fetch-Site` decides when present. Clients that send neither (tests, curl) are let through: the
 * session id in the URL is the secret.
 */
function fromThisPage(request: IncomingMessage): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin" || site === "none";
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false; // "null" and other opaque origins
  }
}

/**
 * The hosted pay page, standing in for checkout.stripe.com. GET shows the session; POST is the
 * shopper's choice: card or PayPal pays and redirects to the success URL, "decline" shows Stripe's
 * decline message and leaves the session open to try again.
 */
export async function handlePayPage(
  request: IncomingMessage,
  response: ServerResponse,
  ctx: SimContext,
  sessionId: string,
): Promise<void> {
  const session = ctx.store.get(sessionId);
  const acceptLanguage = request.headers["accept-language"];
  if (!session) {
    sendHtml(response, 404, renderNotFound(pageLanguage(null, acceptLanguage)));
    return;
  }
  const lang = pageLanguage(session.locale, acceptLanguage);
  if (request.method !== "POST") {
    const page = session.status === "open" ? renderPayPage(session, lang) : renderStatusPage(session, lang);
    sendHtml(response, 200, page);
    return;
  }
  if (!fromThisPage(request)) {
    sendHtml(response, 403, renderPayPage(session, lang, TEXTS[lang].declined));
    return;
  }
  const action = parseFormBody(await readBody(request))["action"];
  if (session.status === "complete") {
    // A second click on "Pay" after the first went through: show the shop's success page again.
    redirect(response, successRedirect(session));
    return;
  }
  if (session.status !== "open") {
    sendHtml(response, 409, renderStatusPage(session, lang));
    return;
  }
  if (action === "decline") {
    ctx.log(`pay page ${session.id}: card declined`);
    sendHtml(response, 402, renderPayPage(session, lang, TEXTS[lang].declined));
    return;
  }
  if ((action === "card" || action === "paypal") && session.paymentMethodTypes.includes(action)) {
    ctx.flow.pay(session, action);
    ctx.log(`pay page ${session.id}: paid with ${action}`);
    redirect(response, successRedirect(session));
    return;
  }
  sendHtml(response, 400, renderPayPage(session, lang, TEXTS[lang].declined));
}
