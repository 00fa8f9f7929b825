/**
 * The document the match socket last delivered (`{match, legal}`), so that its patches can be
 * applied (issue 32; the format: docs/api.md, the server's side: worker/match/live-patch.ts). The
 * applier loads on the first patch, outside the match page's first download. A patch that does not
 * fit (another base, a bad op, not the announced version) gives null: the page asks the socket for
 * a resync once and fetches the page meanwhile.
 */
import type { Move } from '../../../../worker/engine/contract';
import type { Snapshot } from './types';

export interface LiveDoc { match: Snapshot; legal?: Move[] }

interface Incoming { type: string; version?: number; match?: Snapshot; legal?: Move[]; patch?: { base?: unknown; ops?: unknown } }

export class HeldDoc {
  private version: number | null = null;
  private doc: LiveDoc | null = null;
  /** A resync was asked and not answered yet: patches until then are dropped (they cannot apply). */
  waiting = false;

  /** A whole document (hello, a whole update, a resync): held as it came. */
  hold(msg: Incoming): LiveDoc | null {
    if (!msg.match) return null;
    this.doc = { match: msg.match, ...('legal' in msg ? { legal: msg.legal } : {}) };
    this.version = typeof msg.version === 'number' ? msg.version : msg.match.version;
    this.waiting = false;
    return this.doc;
  }

  /** An update: its document, whole or rebuilt from its patch; null when the patch cannot apply. */
  async take(msg: Incoming): Promise<LiveDoc | null> {
    if (!msg.patch) return this.hold(msg);
    const doc = this.doc;
    if (!doc || this.waiting || msg.patch.base !== this.version) return this.lose();
    try {
      const { applyPatch } = await import('../../../../worker/match/json-patch');
      const next = applyPatch(doc, msg.patch.ops);
      if (next?.match?.version !== msg.version || this.doc !== doc) return this.lose();
      this.doc = next;
      this.version = msg.version;
      return next;
    } catch {
      return this.lose();
    }
  }

  private lose(): null {
    this.doc = null;
    this.version = null;
    return null;
  }
}
