-- Mail the provider refused for good (worker/mail/mailer.ts MailRefused: a From it does not accept,
-- a domain not verified, MAIL_FROM not set), or gave up on after a day of outage: when, and the
-- provider's reason (cut to 200 characters). Shown on Account; cleared by the next mail accepted
-- or a new address.
ALTER TABLE user_mail ADD COLUMN mail_failed_at INTEGER;--> statement-breakpoint
ALTER TABLE user_mail ADD COLUMN mail_failure TEXT;
