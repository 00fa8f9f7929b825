/**
 * A build step (Astro integration) that bundles the match page's first draw for the Worker
 * (site/src/client/match/ssr.tsx; issue 32, docs/architecture.md "The first draw from the Worker"):
 * once the site is built, Vite's server build of that module, with the site's own settings (the
 * JSX transform, the `cloudflare:workers` stub), into one ES module, site/dist-ssr/match-ssr.js,
 * which the Worker's bundle imports (worker/http/match-first-draw.ts). One file: the boards, their
 * words and the page's words are in it, so the Worker needs no list of the games' boards, and the
 * CSS imports are dropped (the browser has the stylesheet).
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const site = fileURLToPath(new URL('.', import.meta.url));

export function matchFirstDrawBuild({ alias, oxc }) {
  return {
    name: 'tenka-match-first-draw',
    hooks: {
      'astro:build:done': async ({ logger }) => {
        const started = Date.now();
        await build({
          configFile: false,
          root: site,
          logLevel: 'warn',
          resolve: { alias },
          oxc,
          // Everything in the one file: the Worker's bundle holds no node_modules of the site's.
          ssr: { noExternal: true, target: 'webworker' },
          build: {
            ssr: 'src/client/match/ssr.tsx',
            outDir: 'dist-ssr',
            // Not emptied: its types (match-ssr.d.ts) are kept in git beside what is built.
            emptyOutDir: false,
            minify: true,
            copyPublicDir: false,
            rolldownOptions: { output: { entryFileNames: 'match-ssr.js', codeSplitting: false } },
          },
        });
        logger.info(`site/dist-ssr/match-ssr.js: the match page's first draw for the Worker (${Date.now() - started} ms)`);
      },
    },
  };
}
