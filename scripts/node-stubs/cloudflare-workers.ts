/**
 * `cloudflare:workers` for Node (the engine project, the site's build): only what importing the
 * Worker's modules needs to evaluate them (the match object's base class), never to run a match.
 * Lets Node build the OpenAPI description from the Worker's own routes (worker/openapi/): the
 * engine tests (vitest.config.ts) and the site's API reference page (site/astro.config.mjs).
 */
export class DurableObject {
  constructor(readonly ctx: unknown, readonly env: unknown) {}
}
