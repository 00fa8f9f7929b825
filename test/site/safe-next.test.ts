/** Fault test for issue 12, item 8: after login, `?next=` leads only to a path on this site. */
import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../../site/src/client/safe-next';

const ORIGIN = 'https://tenka.example';

// The old check was `next.startsWith('/')`: every one of these passed it, or is here for completeness.
const REFUSED = [
  '//evil.example', '//evil.example/path', '///evil.example', '/\\evil.example', '\\\\evil.example', '/\\/evil.example',
  '/\t/evil.example', '/\n/evil.example', '/\r//evil.example', ' //evil.example', '/.//evil.example', '/..//evil.example', '/./\\evil',
  'https://evil.example', 'http://evil.example/', 'HTTPS://evil.example', 'https:evil.example', 'javascript:alert(1)', 'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'evil.example', 'matches/', '', '  ', '/\u0000//evil.example',
];

describe('safeNextPath', () => {
  it('the old check (startsWith("/")) let most of these through', () => {
    const old = (n: string) => !!n && n.startsWith('/');
    expect(REFUSED.filter(old).length).toBeGreaterThanOrEqual(12);
  });

  it.each(REFUSED)('refuses %j', (next) => {
    expect(safeNextPath(next, ORIGIN)).toBeNull();
  });

  it('refuses null and very long values', () => {
    expect(safeNextPath(null, ORIGIN)).toBeNull();
    expect(safeNextPath(`/${'a'.repeat(3000)}`, ORIGIN)).toBeNull();
  });

  it.each([
    ['/matches/', '/matches/'],
    ['/match/?id=0123456789abcdef', '/match/?id=0123456789abcdef'],
    ['/fr/match/?id=ab#seat', '/fr/match/?id=ab#seat'],
    ['/a/../match/', '/match/'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'], // an encoded slash stays a path on this site
  ])('keeps the same-origin path %j', (next, expected) => {
    expect(safeNextPath(next, ORIGIN)).toBe(expected);
    expect(new URL(expected, ORIGIN).origin).toBe(ORIGIN);
  });
});
