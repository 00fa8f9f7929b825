/**
 * The NIHON board: what to do now and the sheet's final actions first (above the fold on a phone),
 * then the map of Japan as the clan sees it with the sheet of whatever is clicked, then the tabs:
 * the clan's order sheet, the turn report, the clans' tables, and for the referee every clan's
 * sheet. It decides no rule: every change is an `order` move the engine validates, and a refusal is
 * shown next to the row it concerns. Its own UI state (tab, selection, target being picked) lives
 * in hooks here and is reset when the turn or the seat changes.
 */
import '../../../../site/src/board-kit/kit.css';
import './nihon.css';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { MovePicker, Prompt, idsTouched, lazyPart, useDrawStages } from '../../../../site/src/board-kit';
import { jsonEqual, type Move } from '../../../engine/contract';
import type { BoardProps } from '../../../engine/ui-contract';
import { describeMove } from '../text';
import type { NihonView } from '../view';
import { Head } from './Head';
import { ledger } from './ledger';
import { Legend } from './Legend';
import { NihonMap } from './Map';
import { indexLegal, nextSteps, type RefereeView } from './model';
import { OpenSheet } from './OpenSheet';
import { RefereeSheets } from './Referee';
import { OrderSheet } from './Sheet';
import { EMPTY_UI, NhContext, type Nh, type Sel, type Tab, type UiState } from './state';
import { loadWords, localName, w } from './text';

/** The board's and the game's words in the page's language, loaded before it draws (words/<lang>.ts). */
export const prepare = loadWords;

/**
 * Fetched once the board has drawn (each its own chunk): the sheet of what is clicked on the map
 * (with the army editor), and the turn report and clans' tables (their tabs).
 */
const Panel = lazyPart(() => import('./Panel').then((m) => m.Panel));
const Report = lazyPart(() => import('./Report').then((m) => m.Report));
const ClansTable = lazyPart(() => import('./Report').then((m) => m.ClansTable));
const OwnClanFacts = lazyPart(() => import('./Report').then((m) => m.OwnClanFacts));

const TAB_WORD = { orders: 'tabOrders', report: 'tabReport', clans: 'tabClans', sheets: 'tabSheets' } as const;

export function Board(props: BoardProps<NihonView>) {
  const { lang } = props;
  // Characters raised in the match carry an English role in their name: put it in the reader's language.
  const view = useMemo(() => {
    const v = props.view as RefereeView;
    return { ...v, characters: v.characters.map((ch) => ({ ...ch, name: localName(ch.name, lang) })) };
  }, [props.view, lang]);
  const referee = view.seat === null && Array.isArray(view.sheets);
  useEffect(() => { for (const part of [Panel, Report, ClansTable, OwnClanFacts]) part.preload().catch(() => {}); }, []);
  const player = view.seat !== null && !!view.me;
  // Indexed once per answer (a drafting clan has about 1,000 legal steps), not at every redraw.
  const legal = useMemo(() => indexLegal(props.legalMoves), [props.legalMoves]);
  const canEdit = player && legal.canFinal;
  const sheet = player ? view.me!.sheet ?? {} : {};
  const led = useMemo(() => (player ? ledger(view, { seat: view.seat!, treasury: view.me!.treasury, reserve: view.me!.reserve, stress: view.me!.stress }, sheet) : null), [view, player]);
  // The map's places come in the draw after the first one is painted, the rest of the map in the
  // next, then the order sheet (about 350 elements, below the map) and the list of the map's places
  // (sorted by name: the first collator costs ~0.1 s at 4x), each after the previous was painted:
  // one long task for all of them made a tap on the first move, right after it showed, wait
  // ~0.5-0.7 s at 4x (`npm run bench:phone`, "a tap then waits").
  const stage = useDrawStages(3);

  // A new turn (or another seat) forgets what was being chosen, and opens on its report.
  const key = `${view.turn}:${view.seat}`;
  const [st, setSt] = useState<{ key: string; ui: UiState }>({ key, ui: EMPTY_UI });
  let ui = st.ui;
  if (st.key !== key) {
    ui = { ...EMPTY_UI, tab: st.ui.tab === 'orders' && view.report.length ? 'report' : st.ui.tab, refClan: st.ui.refClan };
    setSt({ key, ui });
  }
  const set = (patch: Partial<UiState>) => setSt((s) => ({ ...s, ui: { ...s.ui, ...patch } }));

  // The last order sent from here, to show the page's refusal of it next to its row.
  const [sent, setSent] = useState<{ unit: string; move: Move } | null>(null);
  const [pending, setPending] = useState(false);
  const refusal = useRef(props.refusal);
  refusal.current = props.refusal;
  const refusedHere = (unit: string) => (sent?.unit === unit && props.refusal?.move && jsonEqual(props.refusal.move, sent.move) ? props.refusal.message : null);

  const tabs: Tab[] = referee ? ['sheets', 'report', 'clans'] : player ? ['orders', 'report', 'clans'] : ['report', 'clans'];
  const tab: Tab = ui.tab && tabs.includes(ui.tab) ? ui.tab : referee ? 'sheets' : canEdit ? 'orders' : view.report.length ? 'report' : tabs[0]!;

  const c: Nh = {
    view, lang, seatNames: props.seatNames, legal, sheet, canEdit, busy: !!props.busy || pending,
    led,
    ui: { ...ui, tab },
    set,
    play: async (move, unit) => {
      if (pending || props.busy) return;
      setSent({ unit, move });
      setPending(true);
      try { await props.play(move); } finally { setPending(false); }
      // Accepted: a target picked for a character is done (an army's path goes on step by step).
      const refused = refusal.current?.move && jsonEqual(refusal.current.move, move);
      if (!refused) setSt((s) => (s.ui.picking?.unit === unit && !unit.startsWith('army:') ? { ...s, ui: { ...s.ui, picking: null } } : s));
    },
    select: (sel: Sel | null) => setSt((s) => {
      const keep = s.ui.picking && sel?.kind === 'army' && s.ui.picking.unit === `army:${sel.id.slice(sel.id.lastIndexOf('-') + 1)}`;
      return { ...s, ui: { ...s.ui, sel, picking: keep ? s.ui.picking : null } };
    }),
    refusalFor: refusedHere,
    touched: idsTouched(props.lastChange),
    stage,
  };
  // An army's path being drawn: its next steps glow on the map (none left, or four steps: done).
  let picking = canEdit ? c.ui.picking : null;
  if (picking?.unit.startsWith('army:')) {
    const no = picking.unit.slice(5);
    const next = nextSteps(c, no);
    const order = sheet.armies?.[no]?.order as { path?: string[] } | undefined;
    picking = next.size && order?.path?.length !== 4 ? { ...picking, byPlace: next } : null;
  }
  c.ui = { ...c.ui, picking };

  const finalMoves = props.legalMoves.filter((m) => m.type === 'mark-final' || m.type === 'unmark-final');
  if (canEdit && legal.canReset && Object.keys(sheet).length) finalMoves.push({ type: 'submit-orders', sheet: {} });
  const waiting = view.clans.filter((cl) => !cl.final && cl.status === 'active' && cl.seat !== view.seat).map((cl) => cl.name);
  const promptText = view.phase === 'over' ? w(lang, 'over') : referee ? w(lang, 'promptReferee') : !player ? w(lang, 'spectator')
    : canEdit ? w(lang, 'promptOrders') : view.me!.final ? w(lang, 'waitingOthers') : w(lang, 'noOrdersNow');

  return (
    <NhContext.Provider value={c}>
      <div class={`nihon${c.busy ? ' busy' : ''}`} data-seat={view.seat ?? (referee ? 'referee' : 'spectator')} data-turn={view.turn} lang={lang}>
        {/* The board's heading, for screen readers' outline (the kit's lists use h3). */}
        <h2 class="sr-only">{w(lang, 'boardHeading')}</h2>
        <Prompt lang={lang} mine={canEdit} ended={props.ended} text={promptText} waitingFor={!canEdit && player && view.me!.final ? waiting : undefined} />
        <Head />
        <MovePicker moves={finalMoves} lang={lang} busy={c.busy} title={w(lang, 'finalActions')} id="nh-final-actions"
          describe={(m) => (m.type === 'submit-orders' ? w(lang, 'clearSheet') : describeMove(m as never, lang))}
          play={(m) => c.play(m, 'final')}
          confirmFor={(m) => (m.type === 'mark-final' ? w(lang, 'confirmFinal') : m.type === 'submit-orders' ? w(lang, 'confirmClear') : null)} />
        {refusedHere('final') ? <div class="nh-refusal" data-refusal="final" role="alert">{refusedHere('final')}</div> : null}
        <div class={`nh-layout${ui.sel ? ' with-panel' : ''}`}>
          <div class="nh-main">
            {picking ? (
              <div class="nh-pickbar" data-picking={picking.unit} role="status">
                <strong>{picking.label}</strong>{` — ${w(lang, 'pickHint')} `}
                <button type="button" class="secondary small" data-pick-cancel="" onClick={() => set({ picking: null })}>{w(lang, 'cancel')}</button>
              </div>
            ) : null}
            <NihonMap />
            <div class="nh-maptools">
              {stage >= 3 ? <OpenSheet /> : null}
              <Legend lang={lang} />
            </div>
          </div>
          <Panel.Part />
        </div>
        <div class="nh-tabs" role="tablist" aria-label={w(lang, 'tabsLabel')}>
          {tabs.map((t) => (
            <button key={t} type="button" role="tab" id={`nh-tab-${t}`} class={tab === t ? 'on' : 'secondary'} data-tab={t} aria-selected={tab === t ? 'true' : 'false'} aria-controls="nh-tabbody" onClick={() => set({ tab: t })}>
              {w(lang, TAB_WORD[t])}
              {t === 'report' && view.report.some((e) => e.type === 'battle' && (view.seat === null || e.attacker === view.seat || ((e.defenders as number[]) ?? []).includes(view.seat))) ? <span aria-label={w(lang, 'battles')}> ⚔</span> : null}
            </button>
          ))}
        </div>
        <div class="nh-tabbody card" id="nh-tabbody" role="tabpanel" aria-labelledby={`nh-tab-${tab}`} data-tabbody={tab}>
          {tab === 'orders' && player ? (
            <>
              {canEdit ? <p class="muted small">{w(lang, 'draft')}</p> : <p class="nh-note">{view.me!.final ? w(lang, 'waitingOthers') : w(lang, 'noOrdersNow')}</p>}
              {stage >= 3 ? <OrderSheet /> : null}
            </>
          ) : tab === 'sheets' && referee ? <RefereeSheets />
            : tab === 'clans' ? <><ClansTable.Part />{player ? <OwnClanFacts.Part view={view} lang={lang} /> : null}</>
            : <Report.Part />}
        </div>
      </div>
    </NhContext.Provider>
  );
}
