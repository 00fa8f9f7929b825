-- The local capture keeps the HTML part of a mail beside its text (worker/mail/mailer.ts
-- captureMailer; GET /api/debug/mail shows it). Capture only: never used in production.
ALTER TABLE `mail_capture` ADD `html` text;
