import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { interactionsApp } from '../../worker/discord/interactions';
import { button, command, fakeRequests, signedInteraction, waitFor } from './discord-helpers';
import { register } from './helpers';

async function linkDiscord(client: Awaited<ReturnType<typeof register>>, discordId: string) {
  const code = (await client.call('POST', '/api/discord/link-code')).body.code as string;
  const res = await signedInteraction(command(discordId, 'link', { code }));
  expect(res.body.data.content).toContain(client.username);
  return code;
}

describe('Discord interactions endpoint', () => {
  it('answers PING with PONG when signed, and 401 when forged, stale or unsigned', async () => {
    const ok = await signedInteraction({ id: '1', application_id: '1000', type: 1, token: 't', version: 1 });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ type: 1 });
    const forged = await signedInteraction({ type: 1 }, { forge: true });
    expect(forged.status).toBe(401);
    const stale = await signedInteraction({ type: 1 }, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.status).toBe(401);
    const { SELF } = await import('cloudflare:test');
    const unsigned = await SELF.fetch('http://localhost/api/discord/interactions', { method: 'POST', body: '{"type":1}' });
    expect(unsigned.status).toBe(401);
  });

  it('answers PING with PONG even when every answer is deferred (DISCORD_DEFER_AFTER_MS=0)', async () => {
    // Discord checks the endpoint URL with a PING and refuses any answer but PONG.
    const body = JSON.stringify({ id: '1', application_id: '1000', type: 1, token: `ping-${crypto.randomUUID()}`, version: 1 });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const { default: sign } = await import('./discord-sign');
    const ctx = createExecutionContext();
    const res = await interactionsApp().request('/', { method: 'POST', body, headers: { 'X-Signature-Ed25519': await sign(timestamp + body), 'X-Signature-Timestamp': timestamp } },
      { ...env, DISCORD_DEFER_AFTER_MS: '0' }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ type: 1 });
  });

  it('links an account with a one-time code', async () => {
    const alice = await register('dl');
    expect((await alice.call('GET', '/api/me')).body.discord.linked).toBe(false);
    const code = await linkDiscord(alice, '111000111');
    expect((await alice.call('GET', '/api/me')).body.discord.linked).toBe(true);
    const again = await signedInteraction(command('999', 'link', { code }));
    expect(again.body.data.content).toMatch(/unknown or expired/);
    expect(again.body.data.flags).toBe(64); // ephemeral
    const wrong = await signedInteraction(command('999', 'link', { code: 'NOPE1234' }));
    expect(wrong.body.data.content).toMatch(/unknown or expired/);
  });

  it('/matches, /status and /play with buttons; a button plays the engine\'s legal move', async () => {
    const alice = await register('dm');
    const bob = await register('dn');
    // Unlinked users are told how to link.
    expect((await signedInteraction(command('222000222', 'matches'))).body.data.content).toMatch(/not linked/);
    await linkDiscord(alice, '222000222');
    await linkDiscord(bob, '333000333');
    expect((await signedInteraction(command('222000222', 'matches'))).body.data.content).toMatch(/no match/);

    const id = (await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id;
    const started = (await bob.call('POST', `/api/matches/${id}/join`, {})).body;
    const [mover, moverDiscord, , otherDiscord] = started.awaiting[0] === 0
      ? [alice, '222000222', bob, '333000333'] : [bob, '333000333', alice, '222000222'];

    const list = await signedInteraction(command(moverDiscord, 'matches'));
    expect(list.body.data.flags).toBe(64);
    expect(list.body.data.content).toContain(id);
    expect(list.body.data.content).toMatch(/your turn/);
    expect((await signedInteraction(command(otherDiscord, 'matches'))).body.data.content).toMatch(/waiting for others/);

    const status = await signedInteraction(command('555', 'status', { match: id }));
    expect(status.body.data.flags).toBeUndefined(); // public
    expect(status.body.data.content).toContain(alice.username);
    expect(status.body.data.content).toContain(`To play: ${mover.username}`);
    expect((await signedInteraction(command('555', 'status', { match: 'ffffffffffffffff' }))).body.data.content).toMatch(/No match/);

    expect((await signedInteraction(command(otherDiscord, 'play', { match: id }))).body.data.content).toMatch(/not your turn/);
    // At the start (an empty board) the only choice is to roll: one button.
    const m = (await mover.call('GET', `/api/matches/${id}`)).body;
    const first = await signedInteraction(command(moverDiscord, 'play', { match: id }));
    const rollButton = first.body.data.components.flatMap((r: any) => r.components);
    expect(rollButton.map((b: any) => b.label)).toEqual(['Roll the dice']);
    expect((await signedInteraction(button(moverDiscord, rollButton[0].custom_id))).body.data.content).toBe('Played: Roll the dice.');
    // After the roll, the few deploy choices come as buttons: exactly the legal moves.
    const legal = (await mover.call('GET', `/api/matches/${id}/moves`)).body;
    const play = await signedInteraction(command(moverDiscord, 'play', { match: id }));
    expect(play.body.data.flags).toBe(64);
    const buttons = play.body.data.components.flatMap((r: any) => r.components);
    expect(buttons.length).toBe(legal.length);
    const deployIndex = legal.findIndex((x: any) => x.type === 'deploy');
    const pressed = await signedInteraction(button(moverDiscord, buttons[deployIndex].custom_id));
    expect(pressed.body.type).toBe(7);
    expect(pressed.body.data.content).toMatch(/^Played:/);
    const after = (await mover.call('GET', `/api/matches/${id}`)).body;
    expect(after.version).toBe(m.version + 2);
    // The same button again is stale: nothing is played twice.
    const stale = await signedInteraction(button(moverDiscord, buttons[deployIndex].custom_id));
    expect(stale.body.data.content).toMatch(/moved on/);
    expect((await mover.call('GET', `/api/matches/${id}`)).body.version).toBe(after.version);
    // Someone else's button press cannot play for the mover.
    const intruder = await signedInteraction(button(otherDiscord, buttons[0].custom_id));
    expect(intruder.body.data.content).not.toMatch(/^Played:/);
  });

  /** A command answered by the deferred path (DISCORD_DEFER_AFTER_MS=0): the deferral, then what reached Discord. */
  async function deferred(discordId: string, name: string, options: Record<string, string>) {
    const app = interactionsApp();
    const ctx = createExecutionContext();
    // A token of its own: the fake Discord is shared by every test file running at the same time.
    const payload = { ...command(discordId, name, options), token: `defer-${crypto.randomUUID()}` };
    const body = JSON.stringify(payload);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const { default: sign } = await import('./discord-sign');
    const res = await app.request('/', { method: 'POST', body, headers: { 'X-Signature-Ed25519': await sign(timestamp + body), 'X-Signature-Timestamp': timestamp } },
      { ...env, DISCORD_DEFER_AFTER_MS: '0' }, ctx);
    expect(res.status).toBe(200);
    const first = (await res.json()) as { type: number; data?: { flags?: number } };
    await waitOnExecutionContext(ctx);
    const hook = `/webhooks/1000/${payload.token}`;
    const sent = async () => (await fakeRequests()).filter((r) => r.path.includes(hook));
    await waitFor(async () => (await sent()).some((r) => r.method === 'PATCH' || r.method === 'POST'));
    return { first, sent: await sent(), hook };
  }
  const ephemeralFlag = (flags: number | undefined) => ((flags ?? 0) & 64) !== 0;

  it('defers a slow /status and keeps it public: the deferral is not ephemeral, the answer edits it', async () => {
    const alice = await register('dfs');
    const id = (await alice.call('POST', '/api/matches', { game: 'sengoku', players: 2 })).body.id as string;
    const { first, sent, hook } = await deferred('778', 'status', { match: id });
    expect(first.type).toBe(5); // deferred
    expect(ephemeralFlag(first.data?.flags)).toBe(false);
    const patch = sent.find((r) => r.method === 'PATCH' && r.path.endsWith(`${hook}/messages/@original`));
    expect(JSON.parse(patch!.body).content).toContain(id);
    expect(sent.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it('a deferred private answer stays private: /matches defers ephemeral and edits it', async () => {
    const { first, sent, hook } = await deferred('779', 'matches', {});
    expect(first.type).toBe(5);
    expect(ephemeralFlag(first.data?.flags)).toBe(true);
    expect(sent.map((r) => `${r.method} ${r.path.slice(r.path.indexOf(hook) + hook.length)}`)).toEqual(['PATCH /messages/@original']);
  });

  it('a deferred public /status that fails answers its caller alone: placeholder deleted, ephemeral follow-up', async () => {
    const { first, sent, hook } = await deferred('777', 'status', { match: 'ffffffffffffffff' });
    expect(ephemeralFlag(first.data?.flags)).toBe(false);
    expect(sent.map((r) => `${r.method} ${r.path.slice(r.path.indexOf(hook) + hook.length)}`)).toEqual(['DELETE /messages/@original', 'POST ']);
    const followUp = JSON.parse(sent[1]!.body);
    expect(followUp.content).toMatch(/No match/);
    expect(ephemeralFlag(followUp.flags)).toBe(true);
  });

  it('registers the commands with npm run discord:register (script reads id and token from the environment)', async () => {
    const { COMMANDS } = await import('../../worker/discord/interactions');
    expect(COMMANDS.map((c) => c.name).sort()).toEqual(['link', 'matches', 'play', 'status']);
  });
});
