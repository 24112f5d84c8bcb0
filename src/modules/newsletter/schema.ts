import { z } from "zod";
import { emailAddress } from "@/lib/form-text";

export const newsletterInput = z.object({
  email: emailAddress().transform((email) => email.toLowerCase()),
});
