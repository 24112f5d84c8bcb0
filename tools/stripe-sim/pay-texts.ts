/** The pay page speaks the shop's two languages; every other Checkout locale falls back to English. */
export type Lang = "en" | "th";

export type Texts = typeof en;

const en = {
  numberLocale: "en-US",
  title: "Checkout",
  banner: "Test mode — no real money moves",
  heading: "Complete your payment",
  summary: "Order summary",
  item: "Item",
  quantity: "Qty",
  amount: "Amount",
  total: "Total",
  payCard: "Pay with card",
  payPaypal: "Pay with PayPal",
  decline: "Decline payment",
  declineHint: "“Decline payment” simulates a declined card: nothing is paid and you can try again.",
  cancel: "Cancel and return to the shop",
  declined: "Your card was declined. Try another payment method.",
  paidTitle: "Payment complete",
  paidBody: "This checkout has already been paid.",
  processingTitle: "Payment processing",
  processingBody: "Your payment is being processed. The shop will confirm it soon.",
  expiredTitle: "Checkout expired",
  expiredBody: "This checkout has expired. Go back to the shop to start again.",
  backToShop: "Return to the shop",
  notFoundTitle: "Checkout not found",
  notFoundBody: "This payment link is not valid.",
};

const th: Texts = {
  numberLocale: "th-TH",
  title: "ชำระเงิน",
  banner: "โหมดทดสอบ — ไม่มีการเรียกเก็บเงินจริง",
  heading: "ชำระเงินให้เสร็จสมบูรณ์",
  summary: "สรุปคำสั่งซื้อ",
  item: "รายการ",
  quantity: "จำนวน",
  amount: "ราคา",
  total: "ยอดรวม",
  payCard: "ชำระด้วยบัตร",
  payPaypal: "ชำระด้วย PayPal",
  decline: "ปฏิเสธการชำระเงิน",
  declineHint: "“ปฏิเสธการชำระเงิน” จำลองกรณีบัตรถูกปฏิเสธ: จะไม่มีการตัดเงิน และคุณลองใหม่ได้",
  cancel: "ยกเลิกและกลับไปที่ร้านค้า",
  declined: "บัตรของคุณถูกปฏิเสธ โปรดลองวิธีการชำระเงินอื่น",
  paidTitle: "ชำระเงินเรียบร้อยแล้ว",
  paidBody: "รายการชำระเงินนี้ได้รับการชำระแล้ว",
  processingTitle: "กำลังดำเนินการชำระเงิน",
  processingBody: "การชำระเงินของคุณอยู่ระหว่างดำเนินการ ร้านค้าจะยืนยันให้เร็ว ๆ นี้",
  expiredTitle: "รายการชำระเงินหมดอายุ",
  expiredBody: "รายการชำระเงินนี้หมดอายุแล้ว โปรดกลับไปที่ร้านค้าเพื่อเริ่มใหม่",
  backToShop: "กลับไปที่ร้านค้า",
  notFoundTitle: "ไม่พบรายการชำระเงิน",
  notFoundBody: "ลิงก์ชำระเงินนี้ไม่ถูกต้อง",
};

export const TEXTS: Record<Lang, Texts> = { en, th };

/** The browser's preferred language among ours, from `Accept-Language` (for locale "auto"). */
function fromBrowser(acceptLanguage: string | undefined): Lang {
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...options] = part.trim().toLowerCase().split(";");
      const q = options.find((option) => option.trim().startsWith("q="));
      return { lang: tag.split("-")[0], q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.lang === "en" || entry.lang === "th")
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.lang === "th" ? "th" : "en";
}

export function pageLanguage(locale: string | null, acceptLanguage: string | undefined): Lang {
  if (locale === "th") return "th";
  if (locale === null || locale === "auto") return fromBrowser(acceptLanguage);
  return "en";
}
