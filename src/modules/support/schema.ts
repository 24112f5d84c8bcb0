import { z } from "zod";

/** Support form (spec §5: all four fields required). Limits match the contact_messages columns. */
export const contactInput = z.object({
  name: z.string().trim().min(1).max(120),
  email: z.string().trim().min(1).max(254).pipe(z.email()),
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(5000),
});

export type ContactInput = z.infer<typeof contactInput>;
export const contactFields = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof contactFields)[number];
