/**
 * Answers checked against the OpenAPI description: `checkAnswer` finds the operation of a request
 * (method and path, matched against the description's path templates), takes the response schema of
 * the answer's status (exact, else `4XX`/`5XX`), and validates the JSON body with a standard JSON
 * Schema validator (@cfworker/json-schema: draft 2020-12, no code generation, so it runs in workerd).
 * `checked(client)` wraps a test client so that every call it makes is checked.
 */
import { Validator } from '@cfworker/json-schema';
import { raw, type Client } from './helpers';

type Op = { responses: Record<string, { content?: Record<string, { schema?: object }> }> };
type Doc = { paths: Record<string, Record<string, Op>>; components: { schemas: Record<string, object> } };

let docPromise: Promise<Doc> | null = null;
export const openApi = (): Promise<Doc> => (docPromise ??= raw('GET', '/api/openapi.json').then((r) => r.body as Doc));

/** The description's operation for a concrete path (`/api/matches/abc/moves` → `/api/matches/{id}/moves`). */
export function operationOf(doc: Doc, method: string, path: string): { template: string; op: Op } | null {
  const bare = path.split('?')[0]!;
  for (const [template, ops] of Object.entries(doc.paths)) {
    const re = new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`);
    const op = ops[method.toLowerCase()];
    if (op && re.test(bare)) return { template, op };
  }
  return null;
}

/** Why the answer does not fit the description, or null when it does. */
export function answerProblem(doc: Doc, method: string, path: string, status: number, body: unknown): string | null {
  const found = operationOf(doc, method, path);
  if (!found) return `${method} ${path}: no such operation in the description`;
  const response = found.op.responses[String(status)] ?? found.op.responses[`${String(status)[0]}XX`];
  if (!response) return `${method} ${found.template}: status ${status} is not described`;
  let schema = response.content?.['application/json']?.schema as { $ref?: string } | undefined;
  if (!schema) return null; // not JSON (HTML, an image, the socket)
  if (schema.$ref) schema = doc.components.schemas[schema.$ref.split('/').pop()!]!;
  const result = new Validator(schema as never, '2020-12', false).validate(body as never);
  if (result.valid) return null;
  const errors = result.errors.filter((e) => e.keyword !== 'properties' && e.keyword !== 'items').slice(0, 4);
  return `${method} ${found.template} ${status}: ${errors.map((e) => `${e.instanceLocation} ${e.error}`).join('; ')}`;
}

/** Every route met by a checked client, as `METHOD template status` (for the report of what was checked). */
export const CHECKED = new Set<string>();

/** A client whose every answer is checked against the description (a mismatch throws). */
export function checked(client: Client): Client {
  return {
    ...client,
    call: async (method, path, body, headers) => {
      const res = await client.call(method, path, body, headers);
      const doc = await openApi();
      const problem = answerProblem(doc, method, path, res.status, res.body);
      if (problem) throw new Error(`answer does not fit the OpenAPI description: ${problem}\n${res.text.slice(0, 400)}`);
      CHECKED.add(`${method} ${operationOf(doc, method, path)?.template} ${res.status}`);
      return res;
    },
  };
}

/** The same for requests without a login. */
export const anonymous: Client = checked({ username: '', cookie: '', token: '', call: (m, p, b, h) => raw(m, p, b, h) });
