import { html, SafeHtml } from "./html";
import { formatAmount } from "./money";
import { PAY_PAGE_CSS } from "./pay-styles";
import { TEXTS, type Lang, type Texts } from "./pay-texts";
import { successRedirect, type SessionRecord } from "./sessions";

function layout(lang: Lang, title: string, content: SafeHtml): string {
  const t = TEXTS[lang];
  return html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · ${t.banner}</title>
        <style>
          ${new SafeHtml(PAY_PAGE_CSS)}
        </style>
      </head>
      <body>
        <div class="banner" role="note">${t.banner}</div>
        <main>${content}</main>
      </body>
    </html> `.value;
}

function lineRows(session: SessionRecord, t: Texts): SafeHtml[] {
  const money = (amount: number) => formatAmount(amount, session.currency, t.numberLocale);
  return session.lineItems.map(
    (item) =>
      html`<tr>
        <td>
          ${item.name}${item.description && html`<span class="desc">${item.description}</span>`}${
            item.quantity > 1 && html`<span class="each">${money(item.unitAmount)} × ${item.quantity}</span>`
          }
        </td>
        <td class="num">${item.quantity}</td>
        <td class="num">${money(item.unitAmount * item.quantity)}</td>
      </tr>`,
  );
}

/** The open session: what is being bought and the buttons that decide how the payment ends. */
export function renderPayPage(session: SessionRecord, lang: Lang, error?: string): string {
  const t = TEXTS[lang];
  const total = formatAmount(session.amountTotal, session.currency, t.numberLocale);
  const accepts = (method: string) => session.paymentMethodTypes.some((allowed) => allowed === method);
  return layout(
    lang,
    t.title,
    html`<div class="card">
      <h1>${t.heading}</h1>
      ${error && html`<div class="alert" role="alert">${error}</div>`}
      <h2 id="summary">${t.summary}</h2>
      <table aria-labelledby="summary">
        <thead>
          <tr>
            <th scope="col">${t.item}</th>
            <th scope="col" class="num">${t.quantity}</th>
            <th scope="col" class="num">${t.amount}</th>
          </tr>
        </thead>
        <tbody>
          ${lineRows(session, t)}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colspan="2">${t.total}</th>
            <td class="num" data-testid="total">${total}</td>
          </tr>
        </tfoot>
      </table>
      <form method="post" action="/pay/${encodeURIComponent(session.id)}" class="actions">
        ${accepts("card") && html`<button type="submit" name="action" value="card" class="pay">${t.payCard}</button>`}
        ${accepts("paypal") && html`<button type="submit" name="action" value="paypal" class="paypal">${t.payPaypal}</button>`}
        <button type="submit" name="action" value="decline" class="decline" aria-describedby="decline-hint">
          ${t.decline}
        </button>
        <p class="hint" id="decline-hint">${t.declineHint}</p>
      </form>
      <a class="back" href="${session.cancelUrl}">${t.cancel}</a>
    </div>`,
  );
}

/** A session that can no longer be paid: say why and offer the way back. */
export function renderStatusPage(session: SessionRecord, lang: Lang): string {
  const t = TEXTS[lang];
  const [title, body, href] =
    session.status === "expired"
      ? [t.expiredTitle, t.expiredBody, session.cancelUrl]
      : session.paymentStatus === "paid"
        ? [t.paidTitle, t.paidBody, successRedirect(session)]
        : [t.processingTitle, t.processingBody, successRedirect(session)];
  return layout(
    lang,
    title,
    html`<div class="card">
      <h1>${title}</h1>
      <p>${body}</p>
      <a class="back" href="${href}">${t.backToShop}</a>
    </div>`,
  );
}

export function renderNotFound(lang: Lang): string {
  const t = TEXTS[lang];
  return layout(
    lang,
    t.notFoundTitle,
    html`<div class="card">
      <h1>${t.notFoundTitle}</h1>
      <p>${t.notFoundBody}</p>
    </div>`,
  );
}
