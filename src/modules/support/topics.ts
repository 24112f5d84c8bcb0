/**
 * Topics a link can open the contact form with (`/contact?topic=sales`, docs/product-rules.md#support-form).
 * A topic prefills the form and marks the stored message, so staff see it in the support inbox and in
 * the notice mail: the subject starts with the topic's mark.
 */
const contactTopics = ["sales"] as const;
export type ContactTopic = (typeof contactTopics)[number];

/** The mark at the start of a stored subject; one language, as staff search the inbox by it. */
const topicMarks: Record<ContactTopic, string> = { sales: "[Sales]" };

/** The topic a query or form value names, or undefined for anything else. */
export function contactTopic(value: unknown): ContactTopic | undefined {
  return typeof value === "string" && (contactTopics as readonly string[]).includes(value)
    ? (value as ContactTopic)
    : undefined;
}

/**
 * The subject as stored: the topic's mark in front (once, even if the visitor typed it), within the
 * subject column's `max` characters.
 */
export function markedSubject(subject: string, topic: ContactTopic | undefined, max: number): string {
  if (!topic) return subject;
  const mark = topicMarks[topic];
  const rest = subject.startsWith(mark) ? subject.slice(mark.length).trimStart() : subject;
  return `${mark} ${rest}`.slice(0, max);
}
