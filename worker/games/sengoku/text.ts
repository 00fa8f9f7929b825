/**
 * Words for the log, the notifications and the move buttons, in English, French and German.
 * Player names come from the platform (seatNames); a seat without a name is called by its colour.
 */
import type { GameEvent, Lang } from '../../engine/contract';
import { provinceName } from './board';
import daimyoData from './data/daimyo.json';
import tacticData from './data/tactics.json';
import type { CardDetails, SengokuMove } from './state';

export const COLOURS: Record<Lang, string[]> = {
  en: ['Red', 'Blue', 'Green', 'Yellow'],
  fr: ['Rouge', 'Bleu', 'Vert', 'Jaune'],
  de: ['Rot', 'Blau', 'Grün', 'Gelb'],
};

const CARD_NAMES = new Map<string, Record<Lang, string>>(
  [...tacticData.cards, ...daimyoData.cards].map((c) => [c.id, c.name]),
);

export function cardName(id: string, lang: Lang): string {
  return CARD_NAMES.get(id)?.[lang] ?? id;
}

function seatName(seat: unknown, lang: Lang, names: string[]): string {
  if (typeof seat !== 'number') return '?';
  return names[seat] || COLOURS[lang][seat] || `#${seat}`;
}

function place(id: unknown): string {
  return typeof id === 'string' ? provinceName(id) : '?';
}

function list(items: string[], lang: Lang): string {
  const and = { en: 'and', fr: 'et', de: 'und' }[lang];
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

function armies(n: number, lang: Lang): string {
  if (lang === 'fr') return `${n} armée${n > 1 ? 's' : ''}`;
  if (lang === 'de') return `${n} ${n === 1 ? 'Armee' : 'Armeen'}`;
  return `${n} ${n === 1 ? 'army' : 'armies'}`;
}

function reinforcementsWord(n: number, lang: Lang): string {
  if (lang === 'fr') return `${n} renfort${n > 1 ? 's' : ''}`;
  if (lang === 'de') return `${n} ${n === 1 ? 'Verstärkung' : 'Verstärkungen'}`;
  return `${n} ${n === 1 ? 'reinforcement' : 'reinforcements'}`;
}

/** "1 army from Kyoto to Kiyosu; 2 Blue armies from …" for the pawns a card moved. */
function detailsText(d: CardDetails | undefined, actor: number, lang: Lang, names: string[]): string {
  if (!d) return '';
  const parts: string[] = [];
  const whose = (seat: number) => (seat === actor ? '' : ` (${seatName(seat, lang, names)})`);
  for (const m of d.moves) {
    const what = m.daimyo ? { en: 'the Daimyo', fr: 'le Daimyo', de: 'der Daimyo' }[lang] : armies(m.count, lang);
    const words = { en: `${what}${whose(m.seat)} from ${place(m.from)} to ${place(m.to)}`, fr: `${what}${whose(m.seat)} de ${place(m.from)} vers ${place(m.to)}`, de: `${what}${whose(m.seat)} von ${place(m.from)} nach ${place(m.to)}` };
    parts.push(words[lang]);
  }
  for (const r of d.returned) {
    const words = { en: `${armies(r.count, lang)}${whose(r.seat)} from ${place(r.province)} back to the reserve`, fr: `${armies(r.count, lang)}${whose(r.seat)} de ${place(r.province)} vers la réserve`, de: `${armies(r.count, lang)}${whose(r.seat)} aus ${place(r.province)} zurück in den Vorrat` };
    parts.push(words[lang]);
  }
  for (const p of d.placed) {
    const words = { en: `${armies(p.count, lang)} from the reserve into ${place(p.province)}`, fr: `${armies(p.count, lang)} de la réserve vers ${place(p.province)}`, de: `${armies(p.count, lang)} aus dem Vorrat nach ${place(p.province)}` };
    parts.push(words[lang]);
  }
  return parts.join('; ');
}

export function describeEvent(e: GameEvent, lang: Lang, names: string[]): string {
  const who = seatName(e.seat, lang, names);
  const pick = (t: Record<Lang, string>) => t[lang];
  switch (e.type) {
    case 'setup': {
      const fan = list(((e.fan as string[]) ?? []).map((c) => cardName(c, lang)), lang);
      return pick({
        en: `The castles are placed at random; the tactic fan holds ${fan}.`,
        fr: `Les châteaux sont placés au hasard ; l'éventail tactique contient ${fan}.`,
        de: `Die Burgen werden zufällig verteilt; der Taktikfächer enthält ${fan}.`,
      });
    }
    case 'first-player':
      return pick({ en: `${who} is the first player.`, fr: `${who} est le premier joueur.`, de: `${who} ist Startspieler.` });
    case 'daimyo-offer': {
      const cards = list(((e.cards as string[]) ?? []).map((c) => cardName(c, lang)), lang);
      return pick({ en: `Daimyo cards revealed: ${cards}.`, fr: `Cartes Daimyo révélées : ${cards}.`, de: `Aufgedeckte Daimyo-Karten: ${cards}.` });
    }
    case 'draft':
      return pick({ en: `${who} takes a Daimyo card.`, fr: `${who} prend une carte Daimyo.`, de: `${who} nimmt eine Daimyo-Karte.` });
    case 'draft-card': {
      const card = cardName(String(e.card), lang);
      return pick({ en: `${who} takes ${card}.`, fr: `${who} prend ${card}.`, de: `${who} nimmt ${card}.` });
    }
    case 'draft-end': {
      const card = e.returned ? cardName(String(e.returned), lang) : '—';
      return pick({ en: `${card} goes back to the box.`, fr: `${card} retourne dans la boîte.`, de: `${card} kommt zurück in die Schachtel.` });
    }
    case 'turn':
      return pick({ en: `${who} to play.`, fr: `À ${who} de jouer.`, de: `${who} ist am Zug.` });
    case 'roll': {
      const dice = ((e.dice as number[]) ?? []).join(', ');
      return pick({ en: `${who} rolls ${dice}`, fr: `${who} lance les dés : ${dice}`, de: `${who} würfelt ${dice}` });
    }
    case 'reroll': {
      const dice = ((e.dice as number[]) ?? []).join(', ');
      return pick({ en: `${who} rerolls: ${dice}`, fr: `${who} relance les dés : ${dice}`, de: `${who} würfelt neu: ${dice}` });
    }
    case 'deploy': {
      const n = Number(e.armies);
      const where = `${place(e.province)}`;
      const castle = e.castle;
      const withDaimyo = e.daimyo === true;
      if (lang === 'fr') {
        const what = withDaimyo ? (n > 0 ? `${armies(n, 'fr')} et son Daimyo` : 'son Daimyo') : armies(n, 'fr');
        return `${who} déploie ${what} à ${where} (château ${castle})`;
      }
      if (lang === 'de') {
        const what = withDaimyo ? (n > 0 ? `${armies(n, 'de')} und den Daimyo` : 'den Daimyo') : armies(n, 'de');
        return `${who} setzt ${what} nach ${where} (Burg ${castle})`;
      }
      const what = withDaimyo ? (n > 0 ? `${armies(n, 'en')} and the Daimyo` : 'the Daimyo') : armies(n, 'en');
      return `${who} deploys ${what} in ${where} (castle ${castle})`;
    }
    case 'tactic':
    case 'daimyo-card': {
      const card = cardName(String(e.card), lang);
      const detail = detailsText(e.details as CardDetails | undefined, Number(e.seat), lang, names);
      return pick({ en: `${who} plays ${card}: ${detail}.`, fr: `${who} joue ${card} : ${detail}.`, de: `${who} spielt ${card}: ${detail}.` });
    }
    case 'katana':
      return pick({
        en: `${who} has deployed everything and takes katana ${e.value}.`,
        fr: `${who} a tout déployé et prend la tuile Katana ${e.value}.`,
        de: `${who} hat alles eingesetzt und nimmt das Katana ${e.value}.`,
      });
    case 'cards-closed':
      return pick({
        en: `${who}'s reserve is empty: no more cards may be played.`,
        fr: `La réserve de ${who} est vide : plus aucune carte ne peut être jouée.`,
        de: `Der Vorrat von ${who} ist leer: keine Karten mehr spielbar.`,
      });
    case 'war-start': {
      const order = ((e.order as { province: string; castle: number }[]) ?? []).map((o) => `${place(o.province)} (${o.castle})`).join(', ');
      return pick({ en: `War! Battles in order: ${order}.`, fr: `La guerre ! Ordre des batailles : ${order}.`, de: `Krieg! Reihenfolge der Schlachten: ${order}.` });
    }
    case 'castle-discarded':
      return pick({
        en: `Nobody stands in ${place(e.province)}: castle ${e.castle} is discarded.`,
        fr: `Personne à ${place(e.province)} : le château ${e.castle} est défaussé.`,
        de: `Niemand steht in ${place(e.province)}: Burg ${e.castle} wird abgeworfen.`,
      });
    case 'battle': {
      const strengths = (e.strengths as number[]) ?? [];
      const present = (e.present as number[]) ?? strengths.map((_, i) => i).filter((i) => strengths[i]! > 0);
      const forces = present.map((seat) => `${seatName(seat, lang, names)} ${strengths[seat]}`).join(', ');
      return pick({
        en: `Battle of ${place(e.province)} (castle ${e.castle}): ${forces}.`,
        fr: `Bataille de ${place(e.province)} (château ${e.castle}) : ${forces}.`,
        de: `Schlacht um ${place(e.province)} (Burg ${e.castle}): ${forces}.`,
      });
    }
    case 'castle-won': {
      const tie = e.byKatana === true;
      return pick({
        en: `${who} wins castle ${e.castle} (${place(e.province)})${tie ? ' on the katana tie-break' : ''}.`,
        fr: `${who} remporte le château ${e.castle} (${place(e.province)})${tie ? ' grâce au Katana' : ''}.`,
        de: `${who} gewinnt Burg ${e.castle} (${place(e.province)})${tie ? ' dank des Katana' : ''}.`,
      });
    }
    case 'small-castle': {
      const tie = e.byKatana === true;
      return pick({
        en: `${who} is Karō${tie ? ' on the katana tie-break' : ''} and takes a small castle ${e.value}.`,
        fr: `${who} est Karō${tie ? ' grâce au Katana' : ''} et prend un petit château ${e.value}.`,
        de: `${who} wird Karō${tie ? ' dank des Katana' : ''} und nimmt eine kleine Burg ${e.value}.`,
      });
    }
    case 'reinforcements': {
      const placements = (e.placements as { province: string; count: number }[]) ?? [];
      if (placements.length === 0) {
        return pick({ en: `${who} places no reinforcements.`, fr: `${who} ne place aucun renfort.`, de: `${who} setzt keine Verstärkungen.` });
      }
      const where = list(placements.map((p) => `${reinforcementsWord(p.count, lang)} ${{ en: 'in', fr: 'à', de: 'in' }[lang]} ${place(p.province)}`), lang);
      const short = e.short === true ? pick({ en: ' (the supply ran short)', fr: ' (la réserve de renforts est épuisée)', de: ' (der Vorrat ist knapp)' }) : '';
      return pick({ en: `${who} places ${where}${short}.`, fr: `${who} place ${where}${short}.`, de: `${who} setzt ${where}${short}.` });
    }
    case 'game-end': {
      const ranking = (e.ranking as { seat: number; score: number; place: number }[]) ?? [];
      const lines = ranking.map((r) => `${r.place}. ${seatName(r.seat, lang, names)} ${r.score}`).join(', ');
      return pick({ en: `Game over: ${lines}.`, fr: `Fin de la partie : ${lines}.`, de: `Spielende: ${lines}.` });
    }
    default:
      return String(e.type);
  }
}

function arrow(from: string, to: string): string {
  return `${from} → ${to}`;
}

export function describeMove(move: SengokuMove, lang: Lang): string {
  const m = move as SengokuMove & Record<string, unknown>;
  const opponent = (seat: unknown) => (typeof seat === 'number' ? ` (${COLOURS[lang][seat] ?? seat})` : '');
  switch (move.type) {
    case 'draft':
      return { en: `Take ${cardName(move.card, lang)}`, fr: `Prendre ${cardName(move.card, lang)}`, de: `${cardName(move.card, lang)} nehmen` }[lang];
    case 'roll':
      return { en: 'Roll the dice', fr: 'Lancer les dés', de: 'Würfeln' }[lang];
    case 'reroll':
      return { en: 'Reroll all three dice', fr: 'Relancer les trois dés', de: 'Alle drei Würfel neu werfen' }[lang];
    case 'deploy': {
      const n = armies(Math.ceil(move.die / 2), lang);
      const daimyo = move.daimyo ? { en: ', Daimyo included', fr: ', Daimyo compris', de: ', mit Daimyo' }[lang] : '';
      return { en: `Keep ${move.die}: ${n}${daimyo}`, fr: `Garder le ${move.die} : ${n}${daimyo}`, de: `${move.die} behalten: ${n}${daimyo}` }[lang];
    }
    case 'tactic':
    case 'daimyo': {
      const card = cardName(move.card, lang);
      const parts: string[] = [];
      if (typeof m.from === 'string' && typeof m.to === 'string') parts.push(arrow(place(m.from), place(m.to)));
      else if (typeof m.to === 'string') parts.push(`→ ${place(m.to)}`);
      if (typeof m.province === 'string') parts.push(place(m.province));
      if (Array.isArray(m.from) && move.card === 'kyoto') {
        parts.push(arrow((m.from as { province: string; count: number }[]).map((f) => `${place(f.province)} ${f.count}`).join(', '), 'Kyoto'));
      } else if (Array.isArray(m.from)) {
        parts.push(arrow((m.from as string[]).map(place).join(', '), { en: 'reserve', fr: 'réserve', de: 'Vorrat' }[lang]));
      }
      if (Array.isArray(m.moves)) parts.push((m.moves as { to: string; count: number }[]).map((a) => `${a.count} → ${place(a.to)}`).join(', '));
      if (typeof m.daimyoTo === 'string') parts.push(`Daimyo → ${place(m.daimyoTo)}`);
      if (m.escort === true) parts.push({ en: 'with 1 army', fr: 'avec 1 armée', de: 'mit 1 Armee' }[lang]);
      if (Array.isArray(m.provinces)) parts.push(`+1 ${(m.provinces as string[]).map(place).join(', ')}`);
      if (Array.isArray(m.targets)) parts.push((m.targets as { province: string; opponent: number }[]).map((t) => `${place(t.province)}${opponent(t.opponent)}`).join(', '));
      const against = typeof m.opponent === 'number' ? opponent(m.opponent) : '';
      return `${card}${lang === 'fr' ? ' :' : ':'} ${parts.filter(Boolean).join('; ')}${against}`;
    }
    default:
      return String((move as { type: unknown }).type);
  }
}
