/**
 * Content collections of the site.
 *
 * `rules`: the rules reference. One Markdown file per rule and per language:
 *   src/content/rules/<lang>/<game>/<section>/<rule>.md   → rule id  <game>/<section>/<rule>
 *   src/content/rules/<lang>/<game>/<rule>.md             → rule id  <game>/<rule>   (e.g. an overview)
 *   src/content/rules/<lang>/<game>/_game.md              → the game's title and introduction
 *   src/content/rules/<lang>/<game>/<section>/_section.md → a section's title, order and introduction
 * The entry id is the file path without ".md" (e.g. "fr/sengoku/war/reinforcements"); the rule id
 * is that path without the language. Adding a game's rules = adding its folder in each language.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const rules = defineCollection({
  loader: glob({
    pattern: '**/*.md',
    base: './src/content/rules',
    generateId: ({ entry }) => entry.replace(/\.md$/, ''),
  }),
  schema: z.object({
    title: z.string().min(1),
    order: z.number(),
    summary: z.string().optional(),
    /** Inline SVG diagrams drawn after the text (names known to components/rules/Diagram.astro). */
    diagrams: z.array(z.string()).optional(),
    /** The title is a proper name (a card named after a person), so it may read the same in every language. */
    properName: z.boolean().optional(),
    /** _game.md only: shortest player count, for the index of games. */
    players: z.string().optional(),
  }),
});

export const collections = { rules };
