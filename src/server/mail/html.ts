/**
 * Building blocks for HTML mails. Mail clients ignore <style> sheets and modern layout, so every
 * element carries inline styles and the layout is nested tables. Every helper takes PLAIN TEXT and
 * escapes it; only their return values (already HTML) may be passed on as `html` arguments.
 */
const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

const FONT = "font-family:Helvetica,Arial,'Noto Sans Thai',sans-serif";
const INK = "#1f2937";
const MUTED = "#6b7280";
const BRAND = "#2b5cd6";
const LINE = "#e5e7eb";

export function paragraph(text: string, options: { muted?: boolean } = {}): string {
  const color = options.muted ? MUTED : INK;
  return `<p style="margin:0 0 16px;${FONT};font-size:15px;line-height:1.6;color:${color}">${escapeHtml(text)}</p>`;
}

export function heading(text: string): string {
  return `<h2 style="margin:24px 0 12px;${FONT};font-size:17px;line-height:1.4;color:${INK}">${escapeHtml(text)}</h2>`;
}

/** Lines of text kept together, e.g. an address. */
export function lines(texts: string[]): string {
  const body = texts.map(escapeHtml).join("<br>");
  return `<p style="margin:0 0 16px;${FONT};font-size:15px;line-height:1.6;color:${INK}">${body}</p>`;
}

export function bulletList(texts: string[]): string {
  const items = texts.map((text) => `<li style="margin:0 0 8px">${escapeHtml(text)}</li>`).join("");
  return `<ul style="margin:0 0 16px;padding-left:20px;${FONT};font-size:15px;line-height:1.6;color:${INK}">${items}</ul>`;
}

export function button(href: string, label: string): string {
  return `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:0 0 16px"><tr><td style="border-radius:8px;background:${BRAND}"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;${FONT};font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(label)}</a></td></tr></table>`;
}

/** A two-column table: a label (plain text, with optional small detail lines) and a right-aligned value. */
export function rows(
  entries: { label: string; details?: string[]; value: string; strong?: boolean }[],
): string {
  const body = entries
    .map(({ label, details = [], value, strong }) => {
      const weight = strong ? "bold" : "normal";
      const small = details
        .map((detail) => `<br><span style="font-size:13px;color:${MUTED}">${escapeHtml(detail)}</span>`)
        .join("");
      const cell = `padding:10px 0;border-bottom:1px solid ${LINE};${FONT};font-size:15px;line-height:1.5;color:${INK};font-weight:${weight}`;
      return `<tr><td style="${cell}">${escapeHtml(label)}${small}</td><td align="right" style="${cell};padding-left:16px;white-space:nowrap;vertical-align:top">${escapeHtml(value)}</td></tr>`;
    })
    .join("");
  return `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="margin:0 0 16px">${body}</table>`;
}

/** The page every mail shares: a centred white card, 600 px wide at most, on a light grey background. */
export function mailDocument(options: {
  lang: string;
  title: string;
  preheader: string;
  html: string;
  footer: string;
}): string {
  return `<!doctype html>
<html lang="${escapeHtml(options.lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(options.title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(options.preheader)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#f3f4f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:600px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 32px;border-bottom:1px solid ${LINE};${FONT};font-size:22px;font-weight:bold;color:${BRAND}">PrintGo</td></tr>
<tr><td style="padding:24px 32px">${options.html}</td></tr>
</table>
<p style="max-width:600px;margin:16px auto 0;${FONT};font-size:12px;line-height:1.5;color:${MUTED}">${escapeHtml(options.footer)}</p>
</td></tr>
</table>
</body>
</html>`;
}
