/**
 * The types of the match page's first draw as built for the Worker (site/ssr-build.mjs bundles
 * site/src/client/match/ssr.tsx into match-ssr.js beside this file). Written by hand, kept in git,
 * so the Worker typechecks before the site is built; ssr.tsx's `FirstDrawInput` is the source.
 */
export interface FirstDrawInput {
  id: string;
  lang: 'en' | 'fr' | 'de';
  /** The answer of GET /api/matches/:id/page, parsed. */
  data: unknown;
  hint: string | null;
  origin: string;
  path: string;
}

export function renderFirstDraw(input: FirstDrawInput): Promise<string>;
