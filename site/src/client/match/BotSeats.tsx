/**
 * Bots at the table on the match page (docs/bots.md "Bots at the table"): the bot's mark on its seats;
 * for the creator, seat the bot in a free seat (before the start) or hand a bot's seat to a person;
 * for a visitor, take a seat handed over. Loaded only where a bot sits or the creator may seat one,
 * with its own words, so the match page's first load stays light.
 */
import type { Lang } from '../../../../worker/engine/contract';
import type { Snapshot } from './types';

const WORDS = {
  mark: { en: 'bot', fr: 'robot', de: 'Bot' },
  markTitle: { en: 'The built-in bot plays this seat', fr: 'Le robot intégré joue cette place', de: 'Der eingebaute Bot spielt diesen Platz' },
  fill: { en: 'Seat the bot at seat {n}', fr: 'Placer le robot à la place {n}', de: 'Den Bot auf Platz {n} setzen' },
  free: { en: 'Free seat {n} for a person', fr: 'Libérer la place {n} pour une personne', de: 'Platz {n} für einen Menschen freigeben' },
  handOver: { en: 'Hand seat {n} to a person', fr: 'Confier la place {n} à une personne', de: 'Platz {n} an einen Menschen übergeben' },
  waiting: { en: 'Seat {n} goes to the next person who joins with the link; the bot plays it until then.', fr: 'La place {n} ira à la prochaine personne qui rejoint avec le lien ; le robot la joue d’ici là.', de: 'Platz {n} geht an den nächsten Menschen, der mit dem Link beitritt; bis dahin spielt ihn der Bot.' },
  take: { en: 'Take the bot\'s seat', fr: 'Prendre la place du robot', de: 'Den Platz des Bots übernehmen' },
  title: { en: 'Bots at the table', fr: 'Robots à la table', de: 'Bots am Tisch' },
  unrated: { en: 'A match with a bot is unrated.', fr: 'Une partie avec un robot n’est pas classée.', de: 'Eine Partie mit Bot wird nicht gewertet.' },
} satisfies Record<string, Record<Lang, string>>;
const w = (lang: Lang, key: keyof typeof WORDS, n?: number) => (WORDS[key][lang] ?? WORDS[key].en).replace('{n}', String((n ?? 0) + 1));

export function BotMark({ snap, seat, lang }: { snap: Snapshot; seat: number; lang: Lang }) {
  if (!snap.bots?.includes(seat)) return null;
  return <span class="bot-mark" data-bot={seat} title={w(lang, 'markTitle')}>{` · ${w(lang, 'mark')}`}</span>;
}

export function BotControls({ snap, lang, loggedIn, call }: {
  snap: Snapshot; lang: Lang; loggedIn: boolean;
  /** POST a path of this match, then reload the page's data. */
  call: (path: string) => Promise<void>;
}) {
  const bots = snap.bots ?? [];
  const handed = snap.handOver ?? [];
  const creator = !!snap.youCreated && snap.status !== 'finished';
  const buttons = creator
    ? snap.seats.flatMap((s) => {
      if (snap.status === 'open' && s.username === null) return [<button key={s.seat} type="button" class="secondary" data-fill-bot={s.seat} onClick={() => call(`/seats/${s.seat}/bot`)}>{w(lang, 'fill', s.seat)}</button>];
      if (bots.includes(s.seat) && !handed.includes(s.seat)) {
        return [<button key={s.seat} type="button" class="secondary" data-handover={s.seat} onClick={() => call(`/seats/${s.seat}/handover`)}>{w(lang, snap.status === 'open' ? 'free' : 'handOver', s.seat)}</button>];
      }
      return [];
    })
    : [];
  // A seat a player left is taken from its own line in the seats (Lifecycle.tsx SeatLeft), not here.
  const canTake = !snap.you && loggedIn && snap.status === 'active' && handed.some((s) => !snap.departed?.some((d) => d.seat === s));
  if (!buttons.length && !handed.length && !bots.length) return null;
  return (
    <div class="bot-controls" id="bot-controls">
      <h3>{w(lang, 'title')}</h3>
      {bots.length ? <p class="muted">{w(lang, 'unrated')}</p> : null}
      {handed.map((s) => <p key={s} class="muted" data-handed={s}>{w(lang, 'waiting', s)}</p>)}
      {buttons.length ? <p class="bot-buttons">{buttons}</p> : null}
      {canTake ? <button type="button" id="take-bot-seat" onClick={() => call('/join')}>{w(lang, 'take')}</button> : null}
    </div>
  );
}
