// The site: static pages served as the Worker's assets (see wrangler.toml [assets]).
import { readFileSync } from 'node:fs';
import { defineConfig } from 'astro/config';
import { matchChunks } from './match-chunks-plugin.mjs';
import { matchFirstDrawBuild } from './ssr-build.mjs';

/**
 * The site's public origin, for what is copied elsewhere (the rules' embed snippets, oEmbed
 * discovery): $SITE_ORIGIN at build time, else SITE_ORIGIN under [vars] in wrangler.toml (the
 * value the Worker reads too), else the local server of `npm start`.
 */
function siteOrigin() {
  if (process.env.SITE_ORIGIN) return process.env.SITE_ORIGIN;
  try {
    const toml = readFileSync(new URL('../wrangler.toml', import.meta.url), 'utf8');
    const vars = toml.split(/^\[/m).find((block) => block.startsWith('vars]'));
    const value = vars?.match(/^SITE_ORIGIN\s*=\s*"([^"]+)"/m)?.[1];
    if (value) return value;
  } catch { /* no wrangler.toml: the default */ }
  return 'http://localhost:8787';
}

// The site's Vite settings that the match page's server build (ssr-build.mjs) shares.
const alias = { 'cloudflare:workers': new URL('../scripts/node-stubs/cloudflare-workers.ts', import.meta.url).pathname };
const oxc = { jsx: { runtime: 'automatic', importSource: 'preact' } };

export default defineConfig({
  site: siteOrigin(),
  srcDir: './src',
  publicDir: './public',
  outDir: './dist',
  output: 'static',
  // The match page's first draw, bundled for the Worker after the site is built (ssr-build.mjs).
  integrations: [matchFirstDrawBuild({ alias, oxc })],
  trailingSlash: 'ignore',
  // Every stylesheet is a file: the Content-Security-Policy (site/public/_headers) allows no inline style.
  build: { format: 'directory', inlineStylesheets: 'never' },
  i18n: {
    locales: ['en', 'fr', 'de'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false },
  },
  vite: {
    // The boards live beside each game's engine (worker/games/<id>/ui/) and are Preact components:
    // Vite's own JSX transform compiles them (no Babel, no server rendering: boards draw in the browser).
    server: { fs: { allow: ['..'] } },
    // The API reference page (/developers/) builds the OpenAPI description from the Worker's app at
    // build time: the match object's base class comes from a stub (never run, nothing shipped).
    resolve: { alias },
    oxc,
    // match-chunks.json: the scripts of each game's match page, which the Worker preloads (match-chunks-plugin.mjs).
    plugins: [matchChunks()],
    // Fewer, larger shared chunks: left to itself the bundler splits every module two pages share
    // into its own file (preact, its hooks and JSX runtime, the plural and time helpers, its runtime),
    // and each file is one more request before the match page can draw (issue 32: at most 15).
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'preact', test: /node_modules[\\/]preact[\\/]/ },
              { name: 'common', test: /[\\/]site[\\/]src[\\/](?:i18n[\\/]per-language|client[\\/](?:time|api))\.ts$|[\\/]worker[\\/]engine[\\/]plural\.ts$|rolldown.runtime|preload-helper/ },
              // What the boards share (the board kit, the data marks): one file, not one per module.
              { name: 'board-kit', test: /[\\/]site[\\/]src[\\/]board-kit[\\/][\w-]+\.tsx?$|[\\/]worker[\\/]engine[\\/]provenance\.ts$/ },
            ],
          },
        },
      },
    },
  },
});
