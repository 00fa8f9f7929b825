/**
 * Where a hook may point. Discord hooks go to Discord only (host and port anchored: the default
 * port of https); other webhooks over https to a public host name. Refused in every case: IP
 * literals in any notation (the URL parser turns 2130706433, 0x7f.1, 0177.1, 127.1 into dotted
 * form, and IPv6 is bracketed), reserved or internal names (localhost, *.local, *.internal,
 * metadata.google.internal, single-label names…), and user:password@ in the URL.
 * The escape hatch for tests and local development: hosts listed in WEBHOOK_HTTP_HOSTS may be
 * reached over plain http and may be IP literals; entries of DISCORD_WEBHOOK_HOSTS replace
 * Discord's own hosts, as "host" (default port only), "host:port" or "host:*" (any port).
 */
export const DEFAULT_DISCORD_HOSTS = 'discord.com,discordapp.com,ptb.discord.com,canary.discord.com';

const RESERVED_SUFFIXES = [
  'localhost', 'local', 'internal', 'intranet', 'lan', 'home', 'corp', 'private', 'localdomain',
  'arpa', 'invalid', 'test', 'onion', 'example', 'alt',
];
const RESERVED_NAMES = new Set(['metadata.google.internal', 'metadata', 'instance-data', 'kubernetes.default']);

export interface HookHostConfig {
  WEBHOOK_HTTP_HOSTS?: string;
  DISCORD_WEBHOOK_HOSTS?: string;
}

const list = (v: string | undefined) => (v ?? '').split(',').map((x) => x.trim().toLowerCase()).filter(Boolean);

/** An IP address, however written (after WHATWG parsing), or a name that looks like one. */
export function isIpLiteral(hostname: string): boolean {
  if (hostname.startsWith('[') || hostname.includes(':')) return true;
  if (/^\d+(\.\d+){3}$/.test(hostname)) return true;
  // A last label that is a number (decimal, octal, hex) makes the whole name an IPv4 address.
  const last = hostname.replace(/\.$/, '').split('.').pop() ?? '';
  return /^(0x[0-9a-f]*|\d+)$/i.test(last);
}

/** localhost, *.local, *.internal, metadata names, single-label names… */
export function isReservedName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (!name.includes('.')) return true;
  if (RESERVED_NAMES.has(name)) return true;
  const tld = name.split('.').pop()!;
  return RESERVED_SUFFIXES.includes(tld) || name.endsWith('.home.arpa');
}

/** null when the URL is acceptable, else what is wrong with it (for "url: …"). */
export function checkHookUrl(env: HookHostConfig, kind: 'discord' | 'webhook', raw: string): string | null {
  let url: URL;
  try { url = new URL(raw); } catch { return 'must be a URL'; }
  if (url.username || url.password) return 'must not contain a user name or password';
  const hostname = url.hostname.toLowerCase();
  // The escape hatch matches the host only as written, already canonical: "127.0.0.1" listed
  // does not let 2130706433 or 0x7f.1 through.
  const written = raw.match(/^https?:\/\/([^/?#\\]*)/i)?.[1]?.replace(/:\d*$/, '').toLowerCase();
  const canonical = written === hostname;
  const configured = canonical && list(env.WEBHOOK_HTTP_HOSTS).includes(hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && configured)) return 'must be an https URL';
  if (kind === 'discord') {
    const allowed = list(env.DISCORD_WEBHOOK_HOSTS ?? DEFAULT_DISCORD_HOSTS);
    const host = url.host.toLowerCase(); // "discord.com", or "discord.com:8443" on another port
    if (!canonical || (!allowed.includes(host) && !allowed.includes(`${hostname}:*`))) return 'must be a Discord webhook URL (https://discord.com/api/webhooks/…)';
    if (!/^\/api\/(v\d+\/)?webhooks\/\d+\/[\w-]+/.test(url.pathname)) return 'must be a Discord webhook URL (https://discord.com/api/webhooks/<id>/<token>)';
    return null;
  }
  if (configured) return null;
  if (isIpLiteral(hostname)) return 'must name a host, not an IP address';
  if (isReservedName(hostname)) return `must be a public host name ("${hostname}" is local or reserved)`;
  return null;
}
