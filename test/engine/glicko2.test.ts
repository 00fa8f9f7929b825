import { describe, expect, it } from 'vitest';
import { afterIdle, IDLE_PERIOD_MS, isProvisional, newRating, pairScore, rateMatch, update } from '../../worker/ratings/glicko2';

describe('Glicko-2', () => {
  it("matches the worked example of Glickman's paper to its printed precision", () => {
    // "Example of the Glicko-2 system": 1500/200/0.06 beats 1400/30, loses to 1550/100 and 1700/300, τ = 0.5.
    // The paper rounds its intermediate values (μ' = −0.2069), so its figures are met within one unit
    // of their last printed digit: r' = 1464.06, RD' = 151.52, σ' = 0.05999.
    const next = update({ rating: 1500, rd: 200, volatility: 0.06 }, [
      { opponent: { rating: 1400, rd: 30 }, score: 1 },
      { opponent: { rating: 1550, rd: 100 }, score: 0 },
      { opponent: { rating: 1700, rd: 300 }, score: 0 },
    ], 0.5);
    expect(Math.abs(next.rating - 1464.06)).toBeLessThan(0.01);
    expect(Math.abs(next.rd - 151.52)).toBeLessThan(0.01);
    expect(Math.abs(next.volatility - 0.05999)).toBeLessThan(0.00001);
  });

  it('rates a three-seat match as pairwise outcomes against the ratings before it (hand-computed)', () => {
    // Three newcomers (1500/350/0.06). A is first, B and C share second place.
    // Pairs: A–B 1/0, A–C 1/0, B–C ½/½. Every opponent has μ = 0, φ = 350/173.7178 = 2.014761,
    // so g = 1/√(1 + 3φ²/π²) = 0.669069 and E = 0.5 in every pair.
    // v = 1/(2·g²·0.25) = 4.467737;  Σ g(s−E): A = g·(0.5+0.5) = 0.669069, B = C = g·(−0.5+0) = −0.334535.
    // σ' stays 0.06 (to 6 digits), φ*² = φ² + σ'² = 4.062862, φ'² = 1/(1/φ*² + 1/v) = 2.127846 → RD' = 253.40.
    // μ'A = φ'²·0.669069 = 1.423676 → 1747.32;  μ'B = μ'C = −0.711838 → 1376.34.
    const seat = (place: number) => ({ ...newRating(), place, left: false });
    const [a, b, c] = rateMatch([seat(1), seat(2), seat(2)]);
    expect(a!.rating).toBeCloseTo(1747.32, 2);
    expect(b!.rating).toBeCloseTo(1376.34, 2);
    expect(c!.rating).toBeCloseTo(1376.34, 2);
    for (const r of [a!, b!, c!]) expect(r.rd).toBeCloseTo(253.40, 2);
    // What A gains, B and C lose together (up to the volatility step, which moves each σ' by ~1e-6).
    expect(a!.rating - 1500).toBeCloseTo(2 * (1500 - b!.rating), 4);
  });

  it('uses the ratings before the match for every seat, whatever the order of the seats', () => {
    const seats = [
      { rating: 1620, rd: 80, volatility: 0.06, place: 2, left: false },
      { rating: 1480, rd: 200, volatility: 0.05, place: 1, left: false },
      { rating: 1710, rd: 140, volatility: 0.07, place: 3, left: false },
    ];
    const forward = rateMatch(seats);
    const backward = rateMatch([...seats].reverse()).reverse();
    expect(backward).toEqual(forward);
    // Each seat's result is exactly its own period against the other two's old ratings.
    expect(forward[1]).toEqual(update(seats[1]!, [{ opponent: seats[0]!, score: 1 }, { opponent: seats[2]!, score: 1 }]));
  });

  it('counts a seat that left as a loss for it only, never for the others', () => {
    // The board put the leaver first; it still loses to both who stayed, and they keep their own order.
    const leaver = { place: 1, left: true }, second = { place: 2, left: false }, third = { place: 3, left: false };
    expect(pairScore(leaver, second)).toBe(0);
    expect(pairScore(second, leaver)).toBe(1);
    expect(pairScore(third, leaver)).toBe(1);
    expect(pairScore(second, third)).toBe(1);
    expect(pairScore(leaver, { place: 3, left: true })).toBe(0.5);
    const [l, s, t] = rateMatch([{ ...newRating(), ...leaver }, { ...newRating(), ...second }, { ...newRating(), ...third }]);
    // The leaver ends where a seat that lost both pairs would; the third seat (lost to second, beat the leaver) is unchanged in rating.
    const [, , lastOnBoard] = rateMatch([1, 2, 3].map((place) => ({ ...newRating(), place, left: false })));
    expect(l!.rating).toBeCloseTo(lastOnBoard!.rating, 9);
    expect(s!.rating).toBeGreaterThan(1500);
    expect(t!.rating).toBeCloseTo(1500, 9);
  });

  it('is provisional while the deviation is at least 110', () => {
    expect(isProvisional(newRating())).toBe(true);
    expect(isProvisional({ rd: 110 })).toBe(true);
    expect(isProvisional({ rd: 109.9 })).toBe(false);
  });

  it('an idle period only widens the deviation, capped at a newcomer\'s', () => {
    const idle = update({ rating: 1700, rd: 50, volatility: 0.06 }, []);
    expect(idle.rating).toBe(1700);
    expect(idle.rd).toBeGreaterThan(50);
    expect(update(newRating(), []).rd).toBe(350);
  });

  it('grows the deviation for each idle month before a match (hand-computed), never the rating, never past 350', () => {
    // φ = 50 / 173.7178 = 0.287823; φ² = 0.082842; 12 idle months: + 12 × 0.06² = 0.0432 → 0.126042;
    // √ = 0.355024; × 173.7178 = 61.67.
    const r = { rating: 1700, rd: 50, volatility: 0.06 };
    const year = afterIdle(r, 0, 12 * IDLE_PERIOD_MS + 5);
    expect(year.rd).toBeCloseTo(61.67, 2);
    expect(year.rating).toBe(1700);
    expect(year.volatility).toBe(0.06);
    // Less than a month is no period; one month equals one empty rating period of the paper.
    expect(afterIdle(r, 0, IDLE_PERIOD_MS - 1)).toEqual(r);
    expect(afterIdle(r, 0, IDLE_PERIOD_MS).rd).toBeCloseTo(update(r, []).rd, 10);
    // A clock going backwards changes nothing; a very long absence stops at a newcomer's deviation.
    expect(afterIdle(r, 10 * IDLE_PERIOD_MS, 0)).toEqual(r);
    expect(afterIdle(r, 0, 1e6 * IDLE_PERIOD_MS).rd).toBe(350);
    // An established player (RD 100) becomes provisional again after about a year and a half away.
    expect(isProvisional(afterIdle({ ...r, rd: 100 }, 0, 12 * IDLE_PERIOD_MS))).toBe(false);
    expect(isProvisional(afterIdle({ ...r, rd: 100 }, 0, 24 * IDLE_PERIOD_MS))).toBe(true);
  });
});
