import en from "../../../../messages/en.json";
import th from "../../../../messages/th.json";
import { SHOP_TIME_ZONE } from "@/modules/i18n";

type NoticeKeys =
  | "subject"
  | "preheader"
  | "intro"
  | "name"
  | "email"
  | "subjectLabel"
  | "language"
  | "received"
  | "messageTitle"
  | "replyHint"
  | "openInbox"
  | "footer";

type ReplyKeys = "subject" | "preheader" | "greeting" | "quoteTitle" | "signOff" | "team" | "footer";

/** The part of a locale's messages the support mails read: `mail.staffContact` (the notice and the reply). */
export type SupportMailMessages = {
  mail: { staffContact: { notice: Record<NoticeKeys, string>; reply: Record<ReplyKeys, string> } };
};

// The same files the pages use. (Cast through unknown: the files are typed by their content.)
const bundled = { en, th } as unknown as Record<"en" | "th", SupportMailMessages>;

/** A message's language as stored (any string): Thai when it says so, English otherwise. */
export function mailLocale(locale: string): "en" | "th" {
  return locale === "th" ? "th" : "en";
}

function bundledSupportMessages(locale: "en" | "th"): SupportMailMessages {
  return bundled[locale];
}

/** next-intl's translator config for a support mail; a missing key throws rather than mail a key name. */
export function supportTranslatorConfig(locale: "en" | "th") {
  return {
    locale,
    messages: bundledSupportMessages(locale),
    timeZone: SHOP_TIME_ZONE,
    onError: (error: Error) => {
      throw error;
    },
  };
}
