import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { raw, register } from './helpers';

describe('messages at the table', () => {
  it('delivers public messages to all and private ones only to their recipients, live', async () => {
    const [a, b, c] = [await register('ma'), await register('mb'), await register('mc')];
    const id = (await a.call('POST', '/api/matches', { game: 'sengoku', players: 3 })).body.id;
    await b.call('POST', `/api/matches/${id}/join`, {});
    await c.call('POST', `/api/matches/${id}/join`, {});
    const ws = await SELF.fetch(`http://localhost/api/matches/${id}/ws`, { headers: { Upgrade: 'websocket', Cookie: c.cookie } });
    const socket = ws.webSocket!;
    const got: any[] = [];
    socket.accept();
    socket.addEventListener('message', (e) => { const m = JSON.parse(String(e.data)); if (m.type === 'message') got.push(m.message); });

    expect((await a.call('POST', `/api/matches/${id}/messages`, { text: 'Hello all' })).status).toBe(201);
    const secret = await a.call('POST', `/api/matches/${id}/messages`, { text: 'Ally with me against C?', to: [1] });
    expect(secret.body.to).toEqual([1]);
    expect((await a.call('POST', `/api/matches/${id}/messages`, { text: '' })).status).toBe(400);
    expect((await a.call('POST', `/api/matches/${id}/messages`, { text: 'x', to: [0] })).body.message).toMatch(/^to:/);
    expect((await a.call('POST', `/api/matches/${id}/messages`, { text: 'x', to: [7] })).status).toBe(400);
    const outsider = await register('md');
    expect((await outsider.call('POST', `/api/matches/${id}/messages`, { text: 'hi' })).body.error).toBe('not_a_player');

    const texts = async (client: { call: any } | null) => ((client ? await client.call('GET', `/api/matches/${id}/messages`) : await raw('GET', `/api/matches/${id}/messages`)).body as any[]).map((m) => m.text);
    expect(await texts(a)).toEqual(['Hello all', 'Ally with me against C?']);
    expect(await texts(b)).toEqual(['Hello all', 'Ally with me against C?']);
    expect(await texts(c)).toEqual(['Hello all']);
    expect(await texts(null)).toEqual(['Hello all']);
    await new Promise((r) => setTimeout(r, 50));
    socket.close();
    expect(got.map((m) => m.text)).toEqual(['Hello all']);
  });
});
