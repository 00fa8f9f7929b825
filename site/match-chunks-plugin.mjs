/**
 * A build step (Vite plugin) writing `match-chunks.json` beside the pages: for the match page,
 * every script file a reader of a game in a language needs before the board draws. The page knows
 * its game only once its data has come back, and its scripts import one another in a chain
 * (page → board → the board's words): without this list each link of the chain costs a round trip.
 * The Worker reads it when it serves a match page (worker/http/match-preload.ts) and names these
 * files in the page's head as `modulepreload` links, so the browser fetches them all at once,
 * alongside the page's data. Hashed names change with every build, hence a file the build writes.
 *
 *   { "page": { "any": [files], "en": [files], … },
 *     "games": { "<game>": { "any": [files], "en": [files], … } } }
 *
 * "any": whatever the language; "<lang>": that language's words (a dynamic `…/<lang>.ts` import).
 */
const LANGS = ['en', 'fr', 'de'];
/** The match page's script (the module that draws the page; its chunk is the page's entry or in it). */
const PAGE_MODULE = /\/site\/src\/client\/match\/index\.tsx$/;
/** What game-modules.ts loads of a game: its board and its text module. */
const GAME_MODULE = /\/worker\/games\/([\w-]+)\/(?:ui\/index\.tsx|text\.ts)$/;
/** A language's words file, loaded by a dynamic import (per-language.ts). */
const WORDS_MODULE = /\/(en|fr|de)\.ts$/;

export function matchChunks({ base = '/' } = {}) {
  return {
    name: 'tenka-match-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const pageChunk = chunks.find((c) => c.moduleIds.some((id) => PAGE_MODULE.test(id)));
      // The server build (prerendering) has no match page script: nothing to write there.
      if (!pageChunk) return;
      /** A chunk and what it imports statically, in load order. */
      const closure = (file, into = new Set()) => {
        if (into.has(file) || !byFile.has(file)) return into;
        into.add(file);
        for (const dep of byFile.get(file).imports) closure(dep, into);
        return into;
      };
      const url = (file) => `${base}${file}`;
      /** Per language: the words files a set of chunks imports dynamically, minus what is already listed. */
      const wordsOf = (files, known) => {
        const out = Object.fromEntries(LANGS.map((l) => [l, new Set()]));
        for (const f of files) {
          for (const dyn of byFile.get(f)?.dynamicImports ?? []) {
            // A words chunk may hold more than its file (shared with a page that imports it statically): one language only.
            const langs = new Set((byFile.get(dyn)?.moduleIds ?? []).map((id) => WORDS_MODULE.exec(id)?.[1]).filter(Boolean));
            const lang = langs.size === 1 ? [...langs][0] : null;
            if (lang) for (const x of closure(dyn)) if (!known.has(x)) out[lang].add(x);
          }
        }
        return Object.fromEntries(LANGS.map((l) => [l, [...out[l]].map(url)]));
      };
      const page = closure(pageChunk.fileName);
      const pageWords = wordsOf(page, page);
      const games = {};
      for (const c of chunks) {
        const game = GAME_MODULE.exec(c.facadeModuleId ?? '')?.[1];
        if (game) games[game] = closure(c.fileName, games[game] ?? new Set());
      }
      const out = {
        page: { any: [...page].map(url), ...pageWords },
        games: Object.fromEntries(Object.entries(games).map(([game, files]) => {
          const known = new Set([...page, ...files]);
          const words = wordsOf(files, known);
          // The page's own words of a language are listed once, under "page".
          for (const l of LANGS) words[l] = words[l].filter((f) => !pageWords[l].includes(f));
          return [game, { any: [...files].filter((f) => !page.has(f)).map(url), ...words }];
        })),
      };
      this.emitFile({ type: 'asset', fileName: 'match-chunks.json', source: `${JSON.stringify(out, null, 1)}\n` });
    },
  };
}
