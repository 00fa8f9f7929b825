// The site: static pages served as the Worker's assets (see wrangler.toml [assets]).
import { defineConfig } from 'astro/config';

export default defineConfig({
  srcDir: './src',
  publicDir: './public',
  outDir: './dist',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  i18n: {
    locales: ['en', 'fr', 'de'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false },
  },
  vite: {
    // The boards live beside each game's engine (worker/games/<id>/ui/) and are Preact components:
    // Vite's own JSX transform compiles them (no Babel, no server rendering: boards draw in the browser).
    server: { fs: { allow: ['..'] } },
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  },
});
