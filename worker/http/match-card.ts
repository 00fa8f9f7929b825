/**
 * Link previews of finished matches (docs/players.md "End of a match and sharing"): a chat app that
 * fetches `/match/?id=…` (or `/fr/match/`, `/de/match/`: the tags then speak that language) gets
 * Open Graph and Twitter tags in the page's head (the Worker rewrites
 * the static page with HTMLRewriter: crawlers run no script), and `og:image` is a PNG card drawn
 * here: one bar per seat, as long as its final score, in the seat's colour, the winners' marked.
 * Facts come from the D1 index (no match object is woken for a crawler); hostile usernames are
 * escaped in every attribute. A crawler reads as nobody: a seat whose user's profile is not
 * public (worker/profiles/privacy.ts: hidden, or for logged-in users only) is not named
 * ("Player 2"), since the preview is copied into whatever chat the link is pasted in.
 */
import type { Context } from 'hono';
import { getGame } from '../games/registry';
import type { Env } from '../env';
import { apiError } from '../errors';
import { Canvas, encodePng, type Rgb } from './png';
import { nameShown, type PrivacyCols } from '../profiles/privacy';
import type { Lang } from '../engine/contract';

const MATCH_ID = /^[0-9a-f]{16}$/;
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** The seats' colours, as on the boards (site/src/board-kit/seats.tsx SEAT_COLOURS). */
const SEAT_COLOURS: Rgb[] = [[0xd3, 0x3c, 0x32], [0x2f, 0x6f, 0xd0], [0x2f, 0x9a, 0x48], [0xd8, 0xa5, 0x14], [0x7a, 0x4b, 0xb0], [0x1f, 0x9c, 0x9c]];

/** `seats`: each seat's name, or null for a player not named to strangers. */
export interface CardFacts { id: string; game: string; gameName: string; seats: (string | null)[]; scores: number[]; winners: number[] }

export type PreviewLang = Lang;
/** The preview's words per site language (the page's own language: a French link previews in French). */
const PREVIEW_WORDS: Record<PreviewLang, { wins: string; win: string; draw: string; blurb: string; locale: string; prefix: string; colon: string; player: string }> = {
  en: { player: 'Player', wins: 'wins', win: 'win', draw: 'a draw', blurb: 'A finished match on Tenka: the final scores, the chart and the replay.', locale: 'en_GB', prefix: '', colon: ': ' },
  fr: { player: 'Joueur', wins: 'gagne', win: 'gagnent', draw: 'match nul', blurb: 'Une partie terminée sur Tenka : les scores finaux, la courbe et la rediffusion.', locale: 'fr_FR', prefix: '/fr', colon: ' : ' },
  de: { player: 'Spieler', wins: 'gewinnt', win: 'gewinnen', draw: 'Unentschieden', blurb: 'Eine beendete Partie auf Tenka: Endstand, Verlauf und Wiederholung.', locale: 'de_DE', prefix: '/de', colon: ': ' },
};
/** The match page in each language: `/match/`, `/fr/match/`, `/de/match/` (with or without index.html). */
const MATCH_PAGE = /^\/(?:(fr|de)\/)?match\/(?:index\.html)?$/;

/** A finished match's public facts, from the index; null for any other match. */
export async function cardFacts(db: D1Database, id: string): Promise<CardFacts | null> {
  if (!MATCH_ID.test(id)) return null;
  const m = await db.prepare("SELECT game, players, result, bot_seats FROM matches WHERE id = ? AND status = 'finished'").bind(id)
    .first<{ game: string; players: number; result: string | null; bot_seats: string }>();
  if (!m?.result) return null;
  const rows = (await db.prepare(
    `SELECT s.seat, s.username, u.id, u.profile_visibility, u.profile_ratings FROM match_seats s JOIN users u ON u.id = s.user_id
     WHERE s.match_id = ? AND s.seat >= 0`,
  ).bind(id).all<PrivacyCols & { seat: number; username: string }>()).results;
  const result = JSON.parse(m.result) as { winners: number[]; ranking: { seat: number; score: number }[] };
  const bots = JSON.parse(m.bot_seats) as number[];
  const seats = Array.from({ length: m.players }, (_, i) => {
    const r = rows.find((x) => x.seat === i);
    if (r) return nameShown(r, null) ? r.username : null;
    return bots.includes(i) ? `Bot ${i + 1}` : `#${i + 1}`;
  });
  return {
    id, game: m.game, gameName: getGame(m.game)?.name.en ?? m.game, seats,
    scores: seats.map((_, i) => result.ranking.find((r) => r.seat === i)?.score ?? 0), winners: result.winners,
  };
}

export async function drawCard(f: CardFacts): Promise<Uint8Array<ArrayBuffer>> {
  const c = new Canvas(CARD_WIDTH, CARD_HEIGHT, [249, 245, 238]);
  c.fill(0, 0, CARD_WIDTH, 24, [178, 34, 34]);
  c.fill(0, CARD_HEIGHT - 12, CARD_WIDTH, 12, [178, 34, 34]);
  const n = Math.max(1, f.scores.length);
  const room = CARD_HEIGHT - 150, gap = 18;
  const h = Math.min(90, (room - gap * (n - 1)) / n);
  // The bars sit in the middle of the card, whatever their number.
  const top = (CARD_HEIGHT - (n * h + (n - 1) * gap)) / 2;
  const best = Math.max(1, ...f.scores);
  f.scores.forEach((score, i) => {
    const y = top + i * (h + gap);
    const w = Math.max(8, ((CARD_WIDTH - 240) * Math.max(0, score)) / best);
    c.fill(120, y, CARD_WIDTH - 240, h, [234, 226, 212]);
    c.fill(120, y, w, h, SEAT_COLOURS[i % SEAT_COLOURS.length]!);
    // The winners: a gold square before their bar.
    if (f.winners.includes(i)) c.fill(70, y + h / 2 - 18, 36, 36, [212, 160, 23]);
  });
  return encodePng(c);
}

const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The head's tags for a finished match's page, in the page's language. */
export function previewTags(f: CardFacts, origin: string, lang: PreviewLang = 'en'): string {
  const w = PREVIEW_WORDS[lang];
  const gameName = getGame(f.game)?.name[lang] ?? f.gameName;
  const seats = f.seats.map((s, i) => s ?? `${w.player} ${i + 1}`);
  const winners = f.winners.map((x) => seats[x] ?? '?');
  const title = `${gameName}${w.colon}${winners.length ? `${winners.join(' & ')} ${winners.length > 1 ? w.win : w.wins}` : w.draw} · Tenka`;
  const description = `${seats.map((s, i) => `${s} ${f.scores[i]}`).join(' · ')}. ${w.blurb}`;
  const image = `${origin}/api/matches/${f.id}/card.png`;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'], ['property', 'og:site_name', 'Tenka'], ['property', 'og:title', title],
    ['property', 'og:description', description], ['property', 'og:url', `${origin}${w.prefix}/match/?id=${f.id}`],
    ['property', 'og:locale', w.locale],
    ['property', 'og:image', image], ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(CARD_WIDTH)], ['property', 'og:image:height', String(CARD_HEIGHT)],
    ['name', 'twitter:card', 'summary_large_image'], ['name', 'twitter:title', title], ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  return tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeAttr(value)}">`).join('');
}

/** GET /api/matches/:id/card.png */
export async function matchCard(c: Context<{ Bindings: Env }>): Promise<Response> {
  const facts = await cardFacts(c.env.DB, c.req.param('id') ?? '');
  if (!facts) return c.json(apiError('not_found', 'No finished match with this id.'), 404);
  return new Response(await drawCard(facts), { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' } });
}

/** A match page being served: for a finished match, its preview tags are added to the head. */
export async function withPreview(res: Response, db: D1Database, url: URL): Promise<Response> {
  const page = MATCH_PAGE.exec(url.pathname);
  if (!page || !res.ok) return res;
  const facts = await cardFacts(db, url.searchParams.get('id') ?? '');
  if (!facts) return res;
  const tags = previewTags(facts, url.origin, (page[1] as PreviewLang | undefined) ?? 'en');
  return new HTMLRewriter().on('head', { element: (el) => { el.append(tags, { html: true }); } }).transform(res);
}
