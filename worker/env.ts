import type { MatchRoom } from './match/room';
import type { RateLimitBindings } from './http/rate-limit';

export interface Env extends RateLimitBindings {
  DB: D1Database;
  MATCHES: DurableObjectNamespace<MatchRoom>;
  ASSETS: Fetcher;
  /** Archives of finished matches (gzip JSON exports); local in `npm start` and tests. */
  ARCHIVE: R2Bucket;
  /** Counters for the operator (Workers Analytics Engine, dataset tenka_metrics; see http/metrics.ts). */
  METRICS?: AnalyticsEngineDataset;
  /** HMAC key of session tokens. Set it in production (`wrangler secret put SESSION_SECRET`); without it a key is made once and kept in D1. */
  SESSION_SECRET?: string;
  /** Bench only: milliseconds added to every D1 round trip, to emulate a database in another region. */
  D1_EXTRA_LATENCY_MS?: string;
  /** "1" enables GET /api/debug/d1 (D1 round-trip counters, for the bench). Never in production. */
  TENKA_DEBUG?: string;
  /** Tests only: ms between a change and the flush of its queued D1 index write (default 200). */
  INDEX_FLUSH_DELAY_MS?: string;
  /** Discord application's Ed25519 public key (hex): verifies POST /api/discord/interactions. */
  DISCORD_PUBLIC_KEY?: string;
  /** Discord's API base, for deferred answers (tests point it at a local fake). */
  DISCORD_API_BASE?: string;
  /** The Discord bot's token (secret: `wrangler secret put DISCORD_BOT_TOKEN`): sends direct messages to linked users (worker/push/discord-dm.ts). Without it no DM is sent. */
  DISCORD_BOT_TOKEN?: string;
  /** After this many ms an interaction is answered "deferred" and finished by a follow-up (default 2500). */
  DISCORD_DEFER_AFTER_MS?: string;
  /** Hosts a Discord channel webhook URL may point to (comma-separated; default Discord's own). */
  DISCORD_WEBHOOK_HOSTS?: string;
  /** Hosts an outgoing webhook may reach over plain http (comma-separated; default none: https only). */
  WEBHOOK_HTTP_HOSTS?: string;
  /** Timeout of one outgoing hook request in ms (default 5000). */
  HOOK_TIMEOUT_MS?: string;
  /** "1": mail goes to the local capture (D1 `mail_capture`, GET /api/debug/mail), never to the internet. `npm start` and tests only. */
  MAIL_CAPTURE?: string;
  /** API key of the HTTP mail provider (secret: `wrangler secret put MAIL_API_KEY`). */
  MAIL_API_KEY?: string;
  /** The provider's send endpoint (default Resend's https://api.resend.com/emails). */
  MAIL_API_URL?: string;
  /** From address of every mail, e.g. "Tenka <noreply@tenka.example>". No default: without it every mail is refused ("MAIL_FROM not set"). */
  MAIL_FROM?: string;
  /** "cloudflare": send through the SEND_EMAIL binding (Cloudflare Email Service); "http": the HTTP mail API even when SEND_EMAIL is bound. Unset: SEND_EMAIL if bound and no MAIL_API_KEY, else HTTP. */
  MAILER?: string;
  /** Cloudflare Email Service's `send_email` binding (`[[send_email]] name = "SEND_EMAIL"`): mail to any recipient from an onboarded domain. Optional; not bound in wrangler.toml. */
  SEND_EMAIL?: SendEmail;
  /** HMAC key of the reply tags of turn mails (`play+<tag>@…`; secret: `wrangler secret put MAIL_REPLY_SECRET`). Without it a key is made once and kept in D1. */
  MAIL_REPLY_SECRET?: string;
  /** The domain replies to turn mails go to (routed to this Worker by Email Routing); default the domain of MAIL_FROM. */
  MAIL_REPLY_DOMAIN?: string;
  /** "off": match pages are served without the first draw rendered by the Worker (worker/http/match-first-draw.ts; 2-40 ms of CPU a page). */
  MATCH_FIRST_DRAW?: string;
  /** The site's origin for links in mails (default: the origin of the request or of the match). */
  SITE_ORIGIN?: string;
  /** Web Push (worker/push/): the VAPID public key, base64url of the uncompressed P-256 point (65 bytes). Browsers subscribe with it (GET /api/push/key). */
  VAPID_PUBLIC_KEY?: string;
  /** The VAPID private key, base64url of d (32 bytes). Secret: `wrangler secret put VAPID_PRIVATE_KEY`. Without both keys no push is sent. */
  VAPID_PRIVATE_KEY?: string;
  /** Who push services may contact about our pushes: "mailto:ops@…" or an https URL (RFC 8292 `sub`). */
  VAPID_SUBJECT?: string;
  /** Push service hosts a subscription's endpoint may point to (comma-separated; "*.suffix" allowed; default the browsers' own: FCM, Mozilla, Apple, Windows). */
  PUSH_HOSTS?: string;
  /** Timeout of one push request in ms (default 5000). */
  PUSH_TIMEOUT_MS?: string;
  /** "off" turns rate limits off (bench only). */
  RATE_LIMITS?: string;
}

/** A signed-in user as the API sees them. */
export interface User {
  id: string;
  username: string;
  /** A bot account (docs/bots.md "Bot accounts"): set on the seats it takes, from D1 when a seat is granted. */
  bot?: true;
}
