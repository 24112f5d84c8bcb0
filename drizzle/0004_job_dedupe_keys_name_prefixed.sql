-- Every job's dedupe key is now `<kind>:<part>` (src/server/jobs/define-job.ts). The two order mails
-- used `order-confirmation:<order id>` and `order-shipped:<order id>`; the keys already stored are
-- renamed so a mail queued (or sent) before this release still blocks a second one for the same order.
-- provider.submit, uploads.cleanup and rate-limits.cleanup already had this shape.
UPDATE "jobs" AS old
SET "dedupe_key" = old."kind" || ':' || substr(old."dedupe_key", strpos(old."dedupe_key", ':') + 1)
WHERE (
    (old."kind" = 'mail.order-confirmation' AND old."dedupe_key" LIKE 'order-confirmation:%')
    OR (old."kind" = 'mail.order-shipped' AND old."dedupe_key" LIKE 'order-shipped:%')
  )
  AND NOT EXISTS (
    SELECT 1 FROM "jobs" AS renamed
    WHERE renamed."dedupe_key" = old."kind" || ':' || substr(old."dedupe_key", strpos(old."dedupe_key", ':') + 1)
  );
