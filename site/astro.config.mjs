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
    // The board renderers live beside each game's engine (worker/games/<id>/ui.ts).
    server: { fs: { allow: ['..'] } },
  },
});
