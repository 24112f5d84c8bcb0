ALTER TABLE "order_status_history" ADD COLUMN "note_key" varchar(40);--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "note_params" jsonb;--> statement-breakpoint
-- Notes written as English sentences before they became message keys: the ones customers see are
-- turned into their key (read in the viewer's language from now on); the provider's own words stay.
UPDATE "order_status_history" SET
	"note_key" = CASE WHEN "note" LIKE 'Cancelled by the customer%' THEN 'cancelledByCustomer' ELSE 'cancelledByStaff' END,
	"note" = CASE WHEN "note" LIKE '%; cancelled at Cloudprinter' THEN 'Cancelled at Cloudprinter' END
WHERE "source" IN ('customer', 'staff') AND "note" ~ '^Cancelled by (the customer|staff)(; cancelled at Cloudprinter)?$';--> statement-breakpoint
UPDATE "order_status_history" SET "note_key" = 'paymentProcessing', "note" = NULL WHERE "source" = 'payment' AND "note" = 'Payment processing';--> statement-breakpoint
UPDATE "order_status_history" SET "note_key" = 'paymentExpired', "note" = NULL WHERE "source" = 'payment' AND "note" = 'Payment page expired';--> statement-breakpoint
UPDATE "order_status_history" SET "note_key" = 'paymentFailed', "note" = NULL WHERE "source" = 'payment' AND "note" = 'Payment failed';--> statement-breakpoint
UPDATE "order_status_history" SET "note_key" = 'refundRequested', "note" = NULL WHERE "source" = 'staff' AND "note" = 'Refund requested by staff';--> statement-breakpoint
-- Staff keep the details (the refund's id, the issue that was fixed) in `note`; customers see the key's text.
UPDATE "order_status_history" SET "note_key" = 'refunded' WHERE "source" = 'payment' AND "note" LIKE 'Refunded through Stripe (%)';--> statement-breakpoint
UPDATE "order_status_history" SET "note_key" = 'resubmitted' WHERE "source" = 'staff' AND "note" LIKE 'Sent to the provider again by staff%';
