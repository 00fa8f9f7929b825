/**
 * The turn report as the clan received it: clans that missed the turn, its battles (forces, losses,
 * place), battles it saw and the major battles of the realm, its income, the other events it may
 * see, the honour and prestige tables; and the clans' table everyone sees.
 */
import type { GameEvent, Lang } from '../../../engine/contract';
import { describeEvent } from '../text';
import type { NihonView } from '../view';
import { ScrollTable } from './bits';
import { MonIcon } from './icons';
import { charName, minorName, provName, ritualName as ritualNameOf } from './model';
import { useNh } from './state';
import { tw, w } from './text';
import { colon } from '../../../engine/colon';

type Troops = { sam: number; ron: number; cre: number; ash: number };
const SHOWN_ELSEWHERE = new Set(['battle', 'battle-seen', 'major-battle', 'honor', 'prestige', 'missed-turn', 'sheet-saved', 'sheet-final', 'turn-resolved', 'income', 'resources']);
const troops = (t: Troops | undefined) => (t ? `${t.sam}/${t.ron}/${t.cre}/${t.ash}` : '—');

function Side({ seats, minor }: { seats: number[]; minor: string | null }) {
  const { view, lang } = useNh();
  return <span>{seats.map((s, i) => <span key={s}>{i ? ', ' : ''}<MonIcon view={view} seat={s} size={14} />{` ${view.clans[s]?.name ?? '?'}`}</span>)}{minor ? `${seats.length ? ', ' : ''}${minorName(minor, lang)}` : ''}</span>;
}

function ClanCell({ seat }: { seat: number }) {
  const { view, seatNames } = useNh();
  return <td class={view.seat === seat ? 'me' : ''}><MonIcon view={view} seat={seat} size={14} />{` ${view.clans[seat]?.name ?? '?'}`}{seatNames[seat] ? <span class="muted small">{` ${seatNames[seat]}`}</span> : null}</td>;
}

function BattleTable({ list }: { list: GameEvent[] }) {
  const { view, lang } = useNh();
  return (
    <div>
      <ScrollTable label={w(lang, 'battles')}>
      <table class="nh-table battles">
        <thead><tr>{(['place', 'attacker', 'defender', 'forces', 'score', 'winner', 'losses'] as const).map((k) => <th key={k} scope="col">{w(lang, k)}</th>)}</tr></thead>
        <tbody>
          {list.map((e, i) => {
            const forces = e.forces as { a: Troops; d: Troops } | undefined;
            const losses = e.losses as { a: Troops; d: Troops } | undefined;
            const score = e.score as { a: number; d: number } | undefined;
            const win = e.winner === 'attacker' ? w(lang, 'attacker') : e.winner === 'defender' ? w(lang, 'defender') : w(lang, 'nobody');
            const fallen = [...((e.killed as string[]) ?? []).map((id) => `${charName(view, id)} †`), ...((e.wounded as string[]) ?? []).map((id) => `${charName(view, id)} (${w(lang, 'wounded')})`)];
            return (
              <tr key={i} data-battle={String(e.province)}>
                <td>{provName(String(e.province), lang)}{e.castle ? ` (${w(lang, 'castle')})` : ''}</td>
                <td><Side seats={[e.attacker as number]} minor={null} /></td>
                <td><Side seats={(e.defenders as number[]) ?? []} minor={(e.minor as string | null) ?? null} /></td>
                <td class="small">{`${troops(forces?.a)} – ${troops(forces?.d)}`}</td>
                <td>{score ? `${score.a}–${score.d}` : '—'}</td>
                <td>{win}{e.major ? ` (${w(lang, 'major')})` : ''}</td>
                <td class="small">{`${troops(losses?.a)} / ${troops(losses?.d)}`}{fallen.length ? <div>{fallen.join(', ')}</div> : null}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      </ScrollTable>
      <p class="muted small">{`${w(lang, 'samurai')}/${w(lang, 'ronin')}/${w(lang, 'creatures')}/${w(lang, 'ashigaru')}`}</p>
    </div>
  );
}

export function Report() {
  const { view, lang } = useNh();
  const names = view.clans.map((c) => c.name);
  const say = (e: GameEvent) => describeEvent(e, lang, names);
  if (!view.report.length) return <div class="nh-report" data-report-turn={view.turn - 1}><p class="muted" data-report="none">{w(lang, 'noReport')}</p></div>;
  const me = view.seat;
  const ev = view.report;
  const missed = ev.filter((e) => e.type === 'missed-turn');
  const battles = ev.filter((e) => e.type === 'battle');
  const mine = me === null ? battles : battles.filter((e) => e.attacker === me || ((e.defenders as number[]) ?? []).includes(me));
  const mineProvs = new Set(mine.map((e) => e.province));
  const seen = ev.filter((e) => e.type === 'battle-seen' && !mineProvs.has(e.province));
  const majors = ev.filter((e) => e.type === 'major-battle');
  const income = ev.filter((e) => e.type === 'income' && (me === null || e.clan === me));
  const res = ev.filter((e) => e.type === 'resources' && (me === null || e.clan === me));
  const rest = ev.filter((e) => !SHOWN_ELSEWHERE.has(e.type));
  const honor = ev.find((e) => e.type === 'honor');
  const prestige = ev.find((e) => e.type === 'prestige');
  return (
    <div class="nh-report" data-report-turn={view.turn - 1}>
      <h3>{`${w(lang, 'reportOf')} ${view.turn - 1}`}</h3>
      {missed.length ? (
        <div class="nh-missed" data-report="missed"><strong>{`${w(lang, 'missed')}${colon(lang)}`}</strong>
          {missed.map((e, i) => <span key={i} data-missed={String(e.clan)}>{i ? '; ' : ''}{say(e)}</span>)}
        </div>
      ) : null}
      <h4>{w(lang, me === null ? 'battles' : 'yourBattles')}</h4>
      {mine.length ? <div data-report="battles"><BattleTable list={mine} /></div> : <p class="muted" data-report="battles">—</p>}
      {seen.length || majors.length ? (
        <>
          <h4>{`${w(lang, 'battlesSeen')} · ${w(lang, 'majorBattles')}`}</h4>
          <ul data-report="elsewhere">
            {majors.map((e, i) => <li key={`m${i}`} class="major" data-major={String(e.province)}>{`⚔ ${say(e)}`}</li>)}
            {seen.map((e, i) => <li key={`s${i}`} data-seen-battle={String(e.province)}>{say(e)}</li>)}
          </ul>
        </>
      ) : null}
      {income.length || res.length ? (
        <>
          <h4>{w(lang, 'income')}</h4>
          <ul data-report="income">
            {income.map((e, i) => <li key={`i${i}`}>{say(e)}</li>)}
            {res.map((e, i) => <li key={`r${i}`}>{`${names[e.clan as number] ?? ''} — ${w(lang, 'resources')}${colon(lang)}${Object.entries((e.res as Record<string, number>) ?? {}).filter(([, n]) => n > 0).map(([k, n]) => `${n} ${tw('resource', k, lang)}`).join(', ') || '—'}`}</li>)}
          </ul>
        </>
      ) : null}
      {rest.length ? <><h4>{w(lang, 'events')}</h4><ul class="nh-events" data-report="events">{rest.map((e, i) => <li key={i} data-event={e.type}>{say(e)}</li>)}</ul></> : null}
      {honor ? <><h4>{w(lang, 'honour')}</h4><HonourTable e={honor} /></> : null}
      {prestige ? <><h4>{w(lang, 'prestige')}</h4><PrestigeTable e={prestige} /></> : null}
    </div>
  );
}

function HonourTable({ e }: { e: GameEvent }) {
  const { lang } = useNh();
  const before = (e.before as number[]) ?? [];
  const after = (e.after as number[]) ?? [];
  const mods = (e.modifiers as Record<string, number>) ?? {};
  const n = after.length;
  return (
    <ScrollTable label={w(lang, 'honour')}>
      <table class="nh-table" data-report="honour">
        <thead><tr>{(['rank', 'clan', 'before', 'modifier'] as const).map((k) => <th key={k} scope="col">{w(lang, k)}</th>)}</tr></thead>
        <tbody>
          {after.map((seat, i) => {
            const m = mods[String(seat)] ?? 0;
            return <tr key={seat} data-honour={seat}><td>{String(n - i)}</td><ClanCell seat={seat} /><td>{before.includes(seat) ? String(n - before.indexOf(seat)) : '—'}</td><td>{m > 0 ? `+${m}` : String(m)}</td></tr>;
          })}
        </tbody>
      </table>
    </ScrollTable>
  );
}

function PrestigeTable({ e }: { e: GameEvent }) {
  const { lang } = useNh();
  const rows = (e.rows as Record<string, { victories: number; honor: number; capital: number; provinces: number; hostages: number; total: number }>) ?? {};
  const now = (e.prestige as number[]) ?? [];
  const seats = Object.keys(rows).map(Number).sort((a, b) => (now[b] ?? 0) - (now[a] ?? 0) || a - b);
  return (
    <ScrollTable label={w(lang, 'prestige')}>
      <table class="nh-table" data-report="prestige">
        <thead><tr>{(['clan', 'victories', 'topHonour', 'capital', 'mostProvinces', 'hostagesExecuted', 'total', 'prestige'] as const).map((k) => <th key={k} scope="col">{w(lang, k)}</th>)}</tr></thead>
        <tbody>
          {seats.map((s) => {
            const r = rows[String(s)]!;
            return <tr key={s} data-prestige={s}><ClanCell seat={s} /><td>{String(r.victories)}</td><td>{String(r.honor)}</td><td>{String(r.capital)}</td><td>{String(r.provinces)}</td><td>{String(r.hostages)}</td><td><strong>{r.total > 0 ? `+${r.total}` : String(r.total)}</strong></td><td>{String(now[s] ?? 0)}</td></tr>;
          })}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/** The clans as everyone sees them: honour, prestige, heads, provinces, allies, orders final. */
export function ClansTable() {
  const { view, lang } = useNh();
  const order = view.clans.map((c) => c.seat).sort((a, b) => view.clans[b]!.honor - view.clans[a]!.honor);
  return (
    <div>
      <ScrollTable label={w(lang, 'tabClans')}>
      <table class="nh-table clans" data-clans="">
        <thead><tr>{(['clan', 'honour', 'prestige', 'heads', 'provinces', 'allies', 'ordersFinal'] as const).map((k) => <th key={k} scope="col">{w(lang, k)}</th>)}</tr></thead>
        <tbody>
          {order.map((s) => {
            const c = view.clans[s]!;
            return (
              <tr key={s} data-clan-row={s} class={view.seat === s ? 'me' : ''}>
                <ClanCell seat={s} /><td>{c.honor ? String(c.honor) : '—'}</td><td>{String(c.prestige)}</td><td>{String(c.heads)}</td><td>{String(c.provinces)}</td>
                <td>{c.allies.map((a) => view.clans[a]?.name ?? '?').join(', ') || '—'}</td>
                <td>{c.status !== 'active' ? tw('status', c.status, lang) : c.final ? '✓' : '…'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      </ScrollTable>
      <p class="muted small">{`${w(lang, 'headsRank')}${colon(lang)}${view.headsRank.map((s) => view.clans[s]?.name ?? '?').join(' › ')}`}</p>
    </div>
  );
}

/** The seat's own facts (treasury, reserve, resources, rituals, hostages) under the clans' table. */
export function OwnClanFacts({ view, lang }: { view: NihonView; lang: Lang }) {
  const me = view.me!;
  const res = Object.entries(me.res).filter(([, n]) => n > 0).map(([k, n]) => `${n} ${tw('resource', k, lang)}`).join(', ') || '—';
  const rows: [string, string][] = [
    [w(lang, 'treasury'), `${me.treasury} ${w(lang, 'koku')}`],
    [w(lang, 'reserve'), `${me.reserve} (${w(lang, 'stress')} ${me.stress})`],
    [w(lang, 'pool'), String(me.pool)],
    [w(lang, 'resources'), res],
    [w(lang, 'rituals'), me.rituals.map((r) => ritualNameOf(r, lang)).join(', ') || '—'],
    [w(lang, 'hostagesHeld'), me.hostages.map((h) => charName(view, h)).join(', ') || '—'],
    [w(lang, 'missedTurns'), String(me.missed)],
  ];
  return <dl class="nh-facts" data-own-clan="">{rows.map(([k, v]) => [<dt key={`t${k}`}>{k}</dt>, <dd key={`d${k}`}>{v}</dd>])}</dl>;
}
