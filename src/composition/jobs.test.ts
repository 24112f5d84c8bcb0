import { describe, expect, it } from "vitest";
import { createJobRunner } from "@/server/jobs";
import { jobRegistrations, recurringJobs } from "./jobs";

describe("the shop's job list", () => {
  it("handles every kind already stored in jobs.kind, once each", () => {
    // Renaming a kind strands the rows queued under the old name: they would never be claimed again.
    expect(jobRegistrations.map((job) => job.name).sort()).toEqual([
      "catalog.pictures-cleanup",
      "mail.contact-reply",
      "mail.order-cancelled",
      "mail.order-confirmation",
      "mail.order-details-updated",
      "mail.order-refunded",
      "mail.order-shipped",
      "mail.resend",
      "mail.review-request",
      "mail.staff-contact",
      "mail.staff-fulfilment-issue",
      "payment.refund",
      "provider.catalog-check",
      "provider.catalog-check.daily",
      "provider.reprint",
      "provider.submit",
      "rate-limits.cleanup",
      "uploads.cleanup",
    ]);
  });

  it("has a handler for every recurring job", () => {
    // createJobRunner refuses a recurring job without a handler, or two handlers for one kind.
    expect(() =>
      createJobRunner({
        database: () => undefined as never,
        jobs: jobRegistrations,
        recurring: recurringJobs,
      }),
    ).not.toThrow();
  });
});
