/** The name a customer is greeted by: what they typed, or the part of their e-mail before the @. */
export function displayNameFor(name: string | null | undefined, email: string): string {
  const typed = name?.trim();
  if (typed) return typed.slice(0, 80);
  return email.split("@")[0]!.slice(0, 80) || email;
}
