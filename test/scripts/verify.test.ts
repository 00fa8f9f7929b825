import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { randomSource } from '../../worker/engine/rng';
import { sengoku } from '../../worker/games/sengoku';
import { verifyExport } from '../../scripts/verify-export';

/** A finished match export with every event, as exports were before they named their reader (the verifier infers it). */
function playedExport(seed: string, players = 3, advanced = true) {
  const options = { advanced };
  let state = sengoku.setup({ players, options, seed });
  const random = randomSource(`bot-${seed}`);
  const moves: any[] = [];
  while (!sengoku.result(state)) {
    const seat = sengoku.awaiting(state)[0]!;
    const move = sengoku.botMove(state, seat, random);
    const res = sengoku.applyMove(state, seat, move);
    if (!res.ok) throw new Error(res.rejection.message);
    moves.push({ seat, move, by: 'player', at: 0, events: res.events });
    state = res.state;
  }
  return {
    format: 'tenka-match-export/1', id: 'x', game: 'sengoku', players, options, seats: [],
    seed, seedHash: createHash('sha256').update(seed).digest('hex'), moves, result: sengoku.result(state),
  };
}

describe('npm run verify', () => {
  const seed = 'a'.repeat(8) + '0123456789abcdef0123456789abcdef';
  it('confirms an honest export, every roll included', () => {
    const r = verifyExport(playedExport(seed));
    expect(r.problems).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.rollsChecked).toBeGreaterThan(10);
  });
  it('catches a forged roll, a wrong seed and a forged result', () => {
    const exp = playedExport(seed);
    const i = exp.moves.findIndex((m: any) => m.events.some((e: any) => e.type === 'roll'));
    const roll = exp.moves[i].events.find((e: any) => e.type === 'roll');
    roll.dice[0] = roll.dice[0] === 6 ? 5 : roll.dice[0] + 1;
    expect(verifyExport(exp).problems.join()).toMatch(/rolls/);
    const exp2 = playedExport(seed);
    exp2.seed = 'b' + exp2.seed.slice(1);
    expect(verifyExport(exp2).ok).toBe(false);
    const exp3 = playedExport(seed);
    exp3.result!.ranking[0]!.score += 1;
    expect(verifyExport(exp3).problems.join()).toMatch(/final result/);
  });
  it('runs as a command and exits non-zero on a mismatch', () => {
    const dir = mkdtempSync(join(tmpdir(), 'verify-'));
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify(playedExport(seed, 2, false)));
    const out = execFileSync('npx', ['tsx', 'scripts/verify.ts', good], { encoding: 'utf8' });
    expect(out).toMatch(/^OK:/m);
    const bad = playedExport(seed, 2, false);
    bad.seedHash = '0'.repeat(64);
    const badFile = join(dir, 'bad.json');
    writeFileSync(badFile, JSON.stringify(bad));
    let code = 0;
    try { execFileSync('npx', ['tsx', 'scripts/verify.ts', badFile], { encoding: 'utf8', stdio: 'pipe' }); } catch (e: any) { code = e.status; }
    expect(code).toBe(1);
    // A step without its move (private to other seats): the replay stops there, says so, exits 3.
    const partial: any = playedExport(seed, 2, false);
    partial.reader = { seat: 1, referee: false, events: 'seat', complete: false };
    partial.moves[3] = { seat: partial.moves[3].seat, by: 'player', at: 0, redacted: true, events: [] };
    const partialFile = join(dir, 'partial.json');
    writeFileSync(partialFile, JSON.stringify(partial));
    let out3 = '';
    try { execFileSync('npx', ['tsx', 'scripts/verify.ts', partialFile], { encoding: 'utf8', stdio: 'pipe' }); } catch (e: any) { code = e.status; out3 = e.stdout; }
    expect(code).toBe(3);
    expect(out3).toMatch(/^reader: seat 1's export/m);
    expect(out3).toMatch(/^PARTIAL: .*step 3 \(seat \d's move\) is private to other seats.*steps 0 to 2/m);
    expect(out3).not.toMatch(/MISMATCH/);
  });
});
