/**
 * When the phone is answered and mail is read: Monday to Friday, 9:00 to 18:00 Bangkok time. The
 * pages that state the hours (home, Contact, Help, Shipping) name them as the `{supportHours}` shop
 * fact, filled from here, so they can't disagree with each other.
 */
export const SUPPORT_HOURS = {
  /** ISO weekdays, 1 = Monday. */
  firstWeekday: 1,
  lastWeekday: 5,
  opensHour: 9,
  closesHour: 18,
  timeZone: "Asia/Bangkok",
} as const;
