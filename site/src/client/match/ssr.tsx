/**
 * The match page's first draw rendered outside the browser (issue 32, docs/architecture.md "The
 * first draw from the Worker"). The Worker renders it into the page's `#match-root` with the data
 * it already writes into the page (worker/http/match-first-draw.ts), so a phone shows the board as
 * the HTML arrives instead of after the page's scripts have loaded and run; the page's script then
 * draws over these same nodes (`render`, index.tsx) and takes over.
 *
 * It is the page's own component (`MatchPage`) rendered once with the same props the browser's first
 * draw has: no effect runs here, so nothing after the first draw (the log, the extras, the clock's
 * times) is in it, exactly as in the browser's first draw. The build (site/ssr-build.mjs) bundles
 * this module with the boards and their words into one file the Worker imports.
 */
import { renderToString } from 'preact-render-to-string';
import type { Lang } from '../../../../worker/engine/contract';
import { loadMatchWords } from '../../i18n/match';
import { serverPage } from '../api';
import { loadGameModules } from './game-modules';
import { MatchPage } from './index';
import type { PageData } from './types';

export interface FirstDrawInput {
  id: string; lang: Lang; data: PageData;
  /** The game's name in the page's language (the head's `tenka-game` meta says the same to the browser). */
  hint: string | null;
  /** The site's origin and the page's path and query (the invite and log-in links). */
  origin: string; path: string;
}

/** The HTML of `#match-root`'s first draw (throws when the game or its words cannot be loaded). */
export async function renderFirstDraw(input: FirstDrawInput): Promise<string> {
  const { id, lang, data, hint } = input;
  const [board] = await Promise.all([loadGameModules(data.match.game, lang), loadMatchWords(lang)]);
  // Synchronous from here: no other request's render can change these between the two lines.
  serverPage.lang = lang;
  serverPage.origin = input.origin;
  serverPage.path = input.path;
  return renderToString(<MatchPage id={id} lang={lang} first={{ ok: true, status: 200, body: data }} board={board} hint={hint} />);
}
