/**
 * NIHON's written order language by mail (issue 31): a clan answers its turn mail with order lines
 * (English or French keywords); they are played as the clan's draft steps through the same path as
 * the API, and the confirmation writes the sheet back in the language, ready to be sent again. A mail
 * with an unreadable line plays nothing and names the line.
 */
import { describe, expect, it } from 'vitest';
import { raw, settle } from './helpers';
import { deliverAt, mailsTo } from './mail-helpers';
import { answer } from './mail-reply-helpers';
import { HOUR, mailTable, withReplyTo } from './mail-play-driver';
import { setUnit } from '../../worker/games/nihon/draft';
import { writeOrders } from '../../worker/games/nihon/order-language';
import type { OrderSheet } from '../../worker/games/nihon/types';

type Step = { type: string; unit?: string; order?: unknown };

describe('NIHON orders by mail', () => {
  it('each clan sends its sheet as order lines; the confirmation writes it back; sent again unchanged it plays the same; a bad line plays nothing', async () => {
    const t = await mailTable('nihon', ['en', 'fr', 'de']);
    await settle(t.id);
    await deliverAt(t.id, Date.now() + HOUR);
    for (const [i, c] of t.clients.entries()) {
      const address = t.email.get(c.username)!;
      const lang = (['en', 'fr', 'de'] as const)[i]!;
      const turn = withReplyTo(await mailsTo(address)).pop()!;
      // A sheet of one character order and one province order among the offered steps.
      const offered = (await c.call('GET', `/api/matches/${t.id}/moves`)).body as Step[];
      const charStep = offered.find((m) => m.type === 'order' && m.unit?.startsWith('char:') && (m.order as { kind: string }).kind === 'move')!;
      const provStep = offered.find((m) => m.type === 'order' && m.unit?.startsWith('prov:'))!;
      let sheet: OrderSheet = {};
      for (const st of [charStep, provStep]) sheet = setUnit(sheet, st.unit!, st.order) as OrderSheet;
      const text = `# my orders\n${writeOrders(sheet, lang === 'fr' ? 'fr' : 'en')}`;
      // A line that is not an order: nothing is played, the line is named.
      expect((await answer(turn, address, `${text}\nCHAR __proto__ HEAL`, { client: 'gmail', lang })).outcome).toBe('answered');
      const refusal = withReplyTo(await mailsTo(address)).pop()!;
      expect(refusal.text).toMatch(/Line 4 refused \(“CHAR __proto__ HEAL”\)|Ligne 4 refusée \(« CHAR __proto__ HEAL »\)|Zeile 4 abgelehnt \(„CHAR __proto__ HEAL“\)/);
      expect(refusal.text).toMatch(/Nothing was played|Rien n’a été joué|Nichts wurde gespielt/);
      expect((await c.call('GET', `/api/matches/${t.id}`)).body.status).toBe('active');
      // The orders alone: played, and written back.
      expect((await answer(refusal, address, text, { client: (['gmail', 'apple', 'thunderbird'] as const)[i]!, lang })).outcome).toBe('answered');
      const confirm = withReplyTo(await mailsTo(address)).pop()!;
      expect(confirm.text).toMatch(/Understood and played:|Compris et joué :|Verstanden und gespielt:/);
      for (const line of writeOrders(sheet, lang === 'fr' ? 'fr' : 'en').split('\n')) expect(confirm.text).toContain(line);
      // Sent again unchanged (the confirmation's own lines), it is understood again.
      const again = confirm.text.split('\n').filter((l) => /^(CHAR|PERSO|PROVINCE) /.test(l)).join('\n');
      expect((await answer(confirm, address, again, { client: 'outlook', lang })).outcome).toBe('answered');
      expect(withReplyTo(await mailsTo(address)).pop()!.text).toMatch(/Understood and played:|Compris et joué :|Verstanden und gespielt:/);
    }
    // Each clan ends its orders by number (1: orders final); the turn resolves with the mailed sheets.
    for (const c of t.clients) {
      const address = t.email.get(c.username)!;
      expect((await answer(withReplyTo(await mailsTo(address)).pop()!, address, '1')).outcome).toBe('answered');
    }
    const log = (await t.clients[0]!.call('GET', `/api/matches/${t.id}/log`)).body as { events: { type: string }[] }[];
    expect(log.some((e) => e.events.some((ev) => ev.type === 'turn-resolved'))).toBe(true);
    expect((await raw('GET', `/api/matches/${t.id}`)).body.status).toBe('active');
  });
});
