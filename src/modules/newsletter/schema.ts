import { z } from "zod";

export const newsletterInput = z.object({
  email: z
    .email()
    .max(254)
    .transform((email) => email.trim().toLowerCase()),
});

export const newsletterFields = ["email"] as const;
