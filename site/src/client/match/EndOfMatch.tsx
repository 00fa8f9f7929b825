/**
 * The end of a match (docs/players.md "End of a match and sharing"): each seat's standing over the match
 * as a line chart (with the points as a table for screen readers), the key moments as links into
 * the replay, and the replay watched from any seat's own view: what that seat knew at each step.
 * Loaded only once the match is over, with its own words.
 */
import { useEffect, useState } from 'preact/hooks';
import type { GameEvent, Lang, Localized } from '../../../../worker/engine/contract';
import { seatColour } from '../../board-kit';
import { api } from '../api';
import { colon } from '../../../../worker/engine/colon';

interface Summary { label: Localized | null; steps: number; series: { step: number; scores: number[] }[]; moments: { step: number; event: GameEvent }[] }

const WORDS = {
  title: { en: 'How the match went', fr: 'Le déroulé de la partie', de: 'Der Verlauf der Partie' },
  chart: { en: '{label} over the match, one line per seat', fr: '{label} au fil de la partie, une ligne par place', de: '{label} im Verlauf der Partie, eine Linie pro Platz' },
  table: { en: 'The points as a table', fr: 'Les points en tableau', de: 'Die Punkte als Tabelle' },
  step: { en: 'Step', fr: 'Étape', de: 'Schritt' },
  moments: { en: 'Key moments', fr: 'Moments clés', de: 'Schlüsselmomente' },
  see: { en: 'see step {n}', fr: 'voir l’étape {n}', de: 'Schritt {n} ansehen' },
  watchAs: { en: 'Watch the replay as', fr: 'Revoir la partie du point de vue de', de: 'Die Wiederholung sehen als' },
  everyone: { en: 'everyone (public view)', fr: 'tout le monde (vue publique)', de: 'alle (öffentliche Sicht)' },
  ratings: { en: 'Ratings', fr: 'Classements', de: 'Wertungen' },
  provisional: { en: 'provisional', fr: 'provisoire', de: 'vorläufig' },
  asHelp: { en: 'A seat\'s own view shows what it knew at each step: its hand, its orders, its fog.', fr: 'La vue d’une place montre ce qu’elle savait à chaque étape : sa main, ses ordres, son brouillard.', de: 'Die Sicht eines Platzes zeigt, was er bei jedem Schritt wusste: seine Hand, seine Befehle, seinen Nebel.' },
} satisfies Record<string, Localized>;
const w = (lang: Lang, key: keyof typeof WORDS) => WORDS[key][lang] ?? WORDS[key].en;

const W = 600, H = 200, PAD = 6;

function Chart({ s, lang, seatNames }: { s: Summary; lang: Lang; seatNames: string[] }) {
  const seats = s.series[0]?.scores.length ?? 0;
  const all = s.series.flatMap((p) => p.scores);
  const lo = Math.min(0, ...all), hi = Math.max(1, ...all);
  const x = (step: number) => PAD + ((W - 2 * PAD) * step) / Math.max(1, s.steps);
  const y = (v: number) => H - PAD - ((H - 2 * PAD) * (v - lo)) / (hi - lo);
  const label = (s.label?.[lang] ?? s.label?.en) ?? '';
  // The axis values are HTML beside the drawing (SVG text would shrink with the viewBox on a
  // phone); the drawing stretches to its box and its strokes keep their width.
  return (
    <figure class="end-chart">
      <div class="chart-axis" aria-hidden="true"><span>{hi}</span><span>{lo}</span></div>
      <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" role="img" aria-label={w(lang, 'chart').replace('{label}', label)} id="end-chart">
        <line x1={0} y1={H - PAD} x2={W} y2={H - PAD} stroke="#999" vector-effect="non-scaling-stroke" />
        <line x1={0} y1={0} x2={0} y2={H} stroke="#999" vector-effect="non-scaling-stroke" />
        {Array.from({ length: seats }, (_, seat) => (
          <polyline key={seat} data-seat-line={seat} fill="none" stroke={seatColour(seat)} stroke-width="2.5" vector-effect="non-scaling-stroke"
            points={s.series.map((p) => `${x(p.step).toFixed(1)},${y(p.scores[seat] ?? 0).toFixed(1)}`).join(' ')} />
        ))}
      </svg>
      <figcaption>
        {label}{colon(lang)}{seatNames.map((n, seat) => (
          <span key={seat} class="end-legend"><svg width="12" height="12" aria-hidden="true"><rect width="12" height="12" fill={seatColour(seat)} /></svg> {n} {s.series.at(-1)?.scores[seat] ?? 0}</span>
        ))}
      </figcaption>
    </figure>
  );
}

interface RatingChange { seat: number; username: string; before: number; after: number; provisional: boolean }

export function EndOfMatch({ id, lang, seatNames, describe, asSeat, watchAs, go, rated }: {
  id: string; lang: Lang; rated: boolean; seatNames: string[]; describe: (e: GameEvent) => string; asSeat: number | null;
  watchAs: (seat: number | null) => void; go: (step: number) => void;
}) {
  const [s, setS] = useState<Summary | null>(null);
  const [ratings, setRatings] = useState<RatingChange[]>([]);
  useEffect(() => { api<Summary>('GET', `/api/matches/${id}/summary`).then((r) => { if (r.ok) setS(r.body); }); }, [id]);
  // A rated match's new ratings (applied by the match's queue just after the end: ask again once if not yet there).
  useEffect(() => {
    if (!rated) return;
    const load = () => api<{ ratings: RatingChange[] }>('GET', `/api/matches/${id}/ratings`).then((r) => (r.ok ? r.body.ratings : []));
    load().then((got) => (got.length ? setRatings(got) : new Promise((ok) => setTimeout(ok, 3000)).then(load).then(setRatings)));
  }, [id, rated]);
  if (!s) return null;
  // Every 10th point in the table: enough to read the course of the match.
  const rows = s.series.filter((_, i) => i % 10 === 0 || i === s.series.length - 1);
  return (
    <section class="card end-of-match" id="end-of-match" aria-labelledby="end-title">
      <h2 id="end-title">{w(lang, 'title')}</h2>
      {s.series.length ? <Chart s={s} lang={lang} seatNames={seatNames} /> : null}
      {s.series.length ? (
        <details>
          <summary>{w(lang, 'table')}</summary>
          <table id="end-table">
            <thead><tr><th>{w(lang, 'step')}</th>{seatNames.map((n, i) => <th key={i}>{n}</th>)}</tr></thead>
            <tbody>{rows.map((p, i) => <tr key={i}><td>{p.step}</td>{p.scores.map((v, j) => <td key={j}>{v}</td>)}</tr>)}</tbody>
          </table>
        </details>
      ) : null}
      {ratings.length ? (
        <p id="end-ratings"><span>{w(lang, 'ratings')}{colon(lang).trimEnd()}</span> {ratings.map((r) => (
          <span key={r.seat} class="end-legend" data-rating-seat={r.seat}>{r.username} {r.before} → <strong>{r.after}</strong> ({r.after >= r.before ? '+' : ''}{r.after - r.before}{r.provisional ? `, ${w(lang, 'provisional')}` : ''})</span>
        ))}</p>
      ) : null}
      {s.moments.length ? (
        <>
          <h3>{w(lang, 'moments')}</h3>
          <ol id="end-moments">
            {s.moments.map((m, i) => (
              <li key={i} data-step={m.step}>{describe(m.event)} <button type="button" class="link-button" onClick={() => go(m.step)}>{w(lang, 'see').replace('{n}', String(m.step))}</button></li>
            ))}
          </ol>
        </>
      ) : null}
      <label for="watch-as">{w(lang, 'watchAs')}</label>{' '}
      <select id="watch-as" value={asSeat === null ? '' : String(asSeat)} onChange={(e) => { const v = (e.currentTarget as HTMLSelectElement).value; watchAs(v === '' ? null : Number(v)); }}>
        <option value="">{w(lang, 'everyone')}</option>
        {seatNames.map((n, seat) => <option key={seat} value={String(seat)}>{n}</option>)}
      </select>
      <p class="muted">{w(lang, 'asHelp')}</p>
    </section>
  );
}
