/** Rising Sun's match options: the create form and the validation of untrusted input. */
import { parseCorrectionSet } from '../../engine/corrections';
import { rsCorrections } from './corrections';
import type { OptionSpec, ParsedOptions } from '../../engine/contract';
import type { RsOptions } from './types';

export const DEFAULT_OPTIONS: RsOptions = { cardSet: 'archway', shrines: 'first-game', clans: 'standard' };

export const OPTION_SPECS: OptionSpec[] = [
  {
    key: 'cardSet', kind: 'choice', default: 'archway',
    label: { en: 'Season-card set', fr: 'Set de cartes de saison', de: 'Set der Jahreszeitkarten' },
    help: {
      en: 'One set is added to the core cards. Archway is the one for a first game.',
      fr: 'Un set s’ajoute aux cartes de base. L’Arche (Torii) convient à une première partie.',
      de: 'Ein Set kommt zu den Basiskarten hinzu. Torii empfiehlt sich für die erste Partie.',
    },
    choices: [
      { value: 'archway', label: { en: 'Archway (first game)', fr: 'Arche / Torii (première partie)', de: 'Torii (erste Partie)' } },
      { value: 'horseman', label: { en: 'Horseman', fr: 'Cavalier', de: 'Reiter' } },
      { value: 'teapot', label: { en: 'Teapot', fr: 'Théière', de: 'Teekanne' } },
      { value: 'random', label: { en: 'Random', fr: 'Au hasard', de: 'Zufällig' } },
    ],
  },
  {
    key: 'shrines', kind: 'choice', default: 'first-game',
    label: { en: 'Shrines', fr: 'Sanctuaires', de: 'Schreine' },
    help: {
      en: 'The rulebook’s first-game Kami (Amaterasu, Fujin, Hachiman, Tsukuyomi) or four of the seven at random.',
      fr: 'Les Kami de la première partie (Amaterasu, Fujin, Hachiman, Tsukuyomi) ou quatre des sept au hasard.',
      de: 'Die Kami der ersten Partie (Amaterasu, Fujin, Hachiman, Tsukuyomi) oder vier der sieben zufällig.',
    },
    choices: [
      { value: 'first-game', label: { en: 'First-game four', fr: 'Les quatre de la première partie', de: 'Die vier der ersten Partie' } },
      { value: 'random', label: { en: 'Four at random', fr: 'Quatre au hasard', de: 'Vier zufällige' } },
    ],
  },
  {
    key: 'clans', kind: 'choice', default: 'standard',
    label: { en: 'Clans', fr: 'Clans', de: 'Klane' },
    help: {
      en: 'Standard takes the clans in honor order (Koi, Lotus, Turtle, Dragonfly, Bonsai); random draws them. Seats follow the honor order either way.',
      fr: 'Standard prend les clans dans l’ordre d’honneur (Koï, Lotus, Tortue, Libellule, Bonsaï) ; au hasard les tire. Les places suivent l’ordre d’honneur.',
      de: 'Standard nimmt die Klane in Ehrenreihenfolge (Koi, Lotus, Schildkröte, Libelle, Bonsai); zufällig zieht sie. Die Sitzplätze folgen der Ehrenreihenfolge.',
    },
    choices: [
      { value: 'standard', label: { en: 'Standard', fr: 'Standard', de: 'Standard' } },
      { value: 'random', label: { en: 'Random', fr: 'Au hasard', de: 'Zufällig' } },
    ],
  },
];

export function parseOptions(raw: unknown, players: number): ParsedOptions<RsOptions> {
  if (!Number.isInteger(players) || players < 3 || players > 5) return { ok: false, field: 'players', message: 'Rising Sun is played by 3 to 5 clans' };
  if (raw === undefined || raw === null) return { ok: true, options: { ...DEFAULT_OPTIONS } };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, field: 'options', message: 'options must be an object' };
  const r = raw as Record<string, unknown>;
  const out: RsOptions = { ...DEFAULT_OPTIONS };
  for (const key of Object.keys(r)) {
    if (key === 'corrections') {
      if (r.corrections === undefined || r.corrections === null) continue;
      const set = parseCorrectionSet(rsCorrections, r.corrections);
      if (!set.ok) return set;
      out.corrections = set.set;
      continue;
    }
    const spec = OPTION_SPECS.find((o) => o.key === key);
    if (!spec) return { ok: false, field: key, message: `unknown option "${key}"` };
    const v = r[key];
    if (v === undefined) continue;
    if (spec.kind === 'choice') {
      if (typeof v !== 'string' || !spec.choices.some((c) => c.value === v))
        return { ok: false, field: key, message: `${key} must be one of ${spec.choices.map((c) => c.value).join(', ')}` };
      (out as unknown as Record<string, string>)[key] = v;
    }
  }
  return { ok: true, options: out };
}
