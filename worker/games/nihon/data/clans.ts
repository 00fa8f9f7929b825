/**
 * The six major clans, their characters and replacement profiles (rulebook annex, FR 1957-2719, as
 * rebuilt in shared/research/nihon-rules-digest.md section 22). Starting provinces are proposed (the
 * rulebook gives only their count and population totals). Provenance on every record.
 */
import type { Provenance, Resource } from './map';

export type Talents = [combat: number, strategy: number, intrigue: number, diplomacy: number, piety: number];
export type Role = 'daimyo' | 'brother' | 'general' | 'steward' | 'diplomat' | 'holyman' | 'guardcaptain' | 'bodyguard' | 'samurai' | 'civil' | 'military' | 'demon';

export interface CharacterData { id: string; name: string; role: Role; t: Talents; heads: number; src: Provenance; note?: string }
export interface ClanData {
  id: string;
  name: string;
  /** Honour rank at start, 6 = top (FR 1794-1851 example, annex). */
  honor: number;
  strength: string | null;
  weakness: string | null;
  /** Rituals known at start (ritual ids, see rituals.ts). */
  rituals: string[];
  /** Proposed starting provinces (annex gives count and population only). */
  provinces: string[];
  /** Resource summary printed in the annex (checked against the provinces). */
  annexResources: string;
  characters: CharacterData[];
  civil: Talents;
  military: Talents;
  src: { clan: Provenance; provinces: Provenance; characters: Provenance; replacement: Provenance };
}

const R: Provenance = 'rulebook';
const c = (id: string, name: string, role: Role, t: Talents, heads = 0, note?: string): CharacterData =>
  note ? { id, name, role, t, heads, src: R, note } : { id, name, role, t, heads, src: R };

export const CLANS: ClanData[] = [
  {
    id: 'joroya', name: 'Joroya', honor: 6, strength: 'diplomacy', weakness: 'strategy',
    rituals: ['brume', 'pieds_legers', 'kami_kaze', 'regeneration', 'prieres'],
    provinces: ['tosa'], annexResources: '1 market',
    characters: [
      c('echigo', 'Echigo', 'daimyo', [2, 1, 2, 3, 0]),
      c('satsume', 'Satsume', 'brother', [1, 0, 1, 2, 0]),
      c('kurokawa_tadao', 'Kurokawa Tadao', 'general', [2, 3, 1, 1, 0]),
      c('rokkaku_shogo', 'Rokkaku Shogo', 'steward', [0, 0, 2, 2, 0]),
      c('ijichi_yasuhiko', 'Ijichi Yasuhiko', 'diplomat', [0, 1, 1, 3, 0]),
      c('maki_takamatsu', 'Maki Takamatsu', 'holyman', [0, 0, 1, 1, 2]),
      c('uesugi_ikki', 'Uesugi Ikki', 'guardcaptain', [1, 1, 3, 1, 0]),
      c('kamei_yosai', 'Kamei Yosai', 'bodyguard', [3, 0, 2, 0, 0]),
      c('ono_suezo', 'Ono Suezo', 'samurai', [2, 0, 1, 1, 0]),
      c('baba_sukejuro', 'Baba Sukejuro', 'samurai', [2, 0, 1, 1, 0]),
    ],
    civil: [0, 0, 2, 2, 0], military: [2, 0, 1, 1, 0],
    src: { clan: R, provinces: 'proposed', characters: R, replacement: R },
  },
  {
    id: 'nokamura', name: 'Nokamura', honor: 1, strength: 'intrigue', weakness: 'combat',
    rituals: ['sang_nourrit', 'forteresse', 'dragon', 'vision', 'prieres'],
    provinces: ['sagami', 'izu'], annexResources: '1 ninja, 1 ships',
    characters: [
      c('kekauchi', 'Kekauchi', 'daimyo', [1, 2, 3, 2, 0]),
      c('jisei', 'Jisei', 'brother', [0, 1, 2, 1, 0]),
      c('shikusa_mitsuhide', 'Shikusa Mitsuhide', 'general', [2, 3, 1, 1, 0]),
      c('ohashi_kiyoemon', 'Ohashi Kiyoemon', 'steward', [0, 0, 2, 2, 0]),
      c('sano_masafumi', 'Sano Masafumi', 'diplomat', [0, 1, 1, 3, 0]),
      c('sukakibana_yoshihiro', 'Sukakibana Yoshihiro', 'holyman', [0, 0, 1, 1, 2]),
      c('sengoku_takeji', 'Sengoku Takeji', 'guardcaptain', [1, 1, 3, 1, 0]),
      c('nanbu_bunzo', 'Nanbu Bunzo', 'bodyguard', [3, 0, 2, 0, 0]),
      c('kudo_reijiro', 'Kudo Reijiro', 'samurai', [2, 0, 1, 1, 0], 0, 'S, I, D of medium confidence (OCR)'),
      c('usami_tadataka', 'Usami Tadataka', 'samurai', [1, 1, 2, 0, 0], 0, 'S, I, D of medium confidence (OCR)'),
    ],
    civil: [0, 0, 2, 2, 0], military: [1, 1, 2, 1, 0],
    src: { clan: R, provinces: 'proposed', characters: R, replacement: R },
  },
  {
    id: 'ruchemon', name: 'Ruchemon', honor: 3, strength: 'piety', weakness: 'diplomacy',
    rituals: ['vision', 'lire_avenir', 'immolation', 'regeneration', 'prieres'],
    provinces: ['izumo', 'bingo'], annexResources: '1 sanctuary',
    characters: [
      c('hideo', 'Hideo', 'daimyo', [2, 2, 2, 2, 0]),
      c('otturi', 'Otturi', 'brother', [1, 1, 1, 0, 1]),
      c('suwa_norihisa', 'Suwa Norihisa', 'general', [2, 3, 1, 1, 0]),
      c('oba_sadao', 'Oba Sadao', 'steward', [0, 0, 2, 2, 0]),
      c('sagara_takanori', 'Sagara Takanori', 'diplomat', [0, 1, 1, 3, 0]),
      c('yamaguchi_seihachi', 'Yamaguchi Seihachi', 'holyman', [0, 0, 1, 0, 3]),
      c('date_sumimoto', 'Date Sumimoto', 'guardcaptain', [1, 1, 3, 1, 0]),
      c('kibe_subaru', 'Kibe Subaru', 'bodyguard', [3, 0, 2, 0, 0]),
      c('ii_iemitsu', 'Ii Iemitsu', 'holyman', [2, 1, 1, 0, 0], 0, 'printed as a second holy man with Piety 0 (A49): kept as printed'),
      c('honjo_senichi', 'Honjo Senichi', 'samurai', [2, 0, 1, 0, 1]),
    ],
    civil: [0, 0, 2, 1, 1], military: [1, 1, 2, 0, 0],
    src: { clan: R, provinces: 'proposed', characters: R, replacement: R },
  },
  {
    id: 'shisuke', name: 'Shisuke', honor: 5, strength: 'strategy', weakness: 'intrigue',
    rituals: ['brume', 'pieds_legers', 'kami_kaze', 'sang_nourrit', 'prieres'],
    provinces: ['harima', 'awaji'], annexResources: 'none',
    characters: [
      c('daigo', 'Daigo', 'daimyo', [2, 3, 1, 2, 0]),
      c('kenji', 'Kenji', 'brother', [1, 2, 0, 1, 0]),
      c('oyama_seisi', 'Oyama Seisi', 'general', [2, 3, 1, 1, 0]),
      c('toda_kikunojo', 'Toda Kikunojo', 'steward', [0, 0, 2, 2, 0]),
      c('shingen_miyoshi', 'Shingen Miyoshi', 'diplomat', [0, 1, 1, 3, 0]),
      c('kawaguchi_ryozo', 'Kawaguchi Ryozo', 'holyman', [0, 0, 1, 1, 2]),
      c('yoshii_okura', 'Yoshii Okura', 'guardcaptain', [1, 1, 3, 1, 0]),
      c('imagawa_ebizo', 'Imagawa Ebizo', 'bodyguard', [3, 0, 2, 0, 0]),
      c('akizuki_toin', 'Akizuki Toin', 'samurai', [2, 2, 0, 0, 0], 1, 'starts with 1 head (annex)'),
      c('makimura_toshikazu', 'Makimura Toshikazu', 'samurai', [2, 0, 1, 1, 0], 1, 'starts with 1 head (annex)'),
    ],
    civil: [0, 1, 1, 2, 0], military: [2, 2, 0, 0, 0],
    src: { clan: R, provinces: 'proposed', characters: R, replacement: R },
  },
  {
    id: 'utachi', name: 'Utachi', honor: 4, strength: null, weakness: null,
    rituals: ['regeneration', 'tyran', 'cheminer', 'brume', 'prieres'],
    provinces: ['chikuzen', 'hizen'], annexResources: 'port (1 ships)',
    characters: [
      c('nanabe', 'Nanabe', 'daimyo', [2, 2, 2, 2, 0]),
      c('kihira', 'Kihira', 'brother', [1, 1, 1, 1, 0]),
      c('akabare_setsui', 'Akabare Setsui', 'general', [2, 3, 1, 1, 0]),
      c('gobare_sho', 'Gobare Sho', 'steward', [0, 0, 2, 2, 0]),
      c('jochun_tenchi', 'Jochun Tenchi', 'diplomat', [0, 1, 1, 3, 0]),
      c('yoshime_hito', 'Yoshime Hito', 'holyman', [0, 0, 1, 1, 2]),
      c('kenson_hajime', 'Kenson Hajime', 'guardcaptain', [1, 1, 3, 1, 0]),
      c('umibi_ryosei', 'Umibi Ryosei', 'bodyguard', [3, 0, 2, 0, 0]),
      c('bentaro_kosukui', 'Bentaro Kosukui', 'samurai', [2, 0, 1, 1, 0]),
      c('hiro_jin', 'Hiro Jin', 'samurai', [2, 1, 1, 0, 0]),
    ],
    civil: [0, 0, 2, 2, 0], military: [2, 1, 1, 0, 0],
    src: { clan: R, provinces: 'proposed', characters: R, replacement: R },
  },
  {
    id: 'yamana', name: 'Yamana', honor: 2, strength: 'combat', weakness: 'piety',
    rituals: ['prieres', 'armee_morts', 'champion', 'vision', 'sang_nourrit'],
    provinces: ['mino', 'hida'], annexResources: '1 metal',
    characters: [
      c('taoke', 'Taoke', 'daimyo', [3, 2, 1, 2, 0]),
      c('suishi', 'Suishi', 'brother', [2, 1, 1, 0, 0]),
      c('morioka_koin', 'Morioka Koin', 'general', [2, 3, 1, 1, 0], 0, 'annex Strategy 3; the battle example uses 2 (A50)'),
      c('ueno_tsutomu', 'Ueno Tsutomu', 'steward', [0, 0, 2, 2, 0]),
      c('togashi_motoki', 'Togashi Motoki', 'diplomat', [0, 1, 1, 3, 0]),
      c('fujita_denbe', 'Fujita Denbe', 'holyman', [2, 0, 1, 1, 1]),
      c('inoue_gesshin', 'Inoue Gesshin', 'guardcaptain', [1, 1, 3, 1, 0]),
      c('shibata_shohei', 'Shibata Shohei', 'bodyguard', [3, 0, 2, 0, 0]),
      c('adachi_matsu', 'Adachi Matsu', 'samurai', [2, 0, 1, 1, 0], 1, 'starts with 1 head (annex)'),
      c('sasa_soshu', 'Sasa Soshu', 'samurai', [2, 1, 1, 0, 0], 1, 'starts with 1 head (annex)'),
    ],
    civil: [1, 0, 2, 1, 0], military: [2, 1, 1, 0, 0],
    src: { clan: R, provinces: 'proposed', characters: R, replacement: R },
  },
];

/** The clan order used to give clans to seats when the setting clanAssignment is 'fixed'. */
export const CLAN_ORDER = CLANS.map((c) => c.id);

export function clanData(id: string): ClanData {
  const c = CLANS.find((x) => x.id === id);
  if (!c) throw new Error(`unknown clan ${id}`);
  return c;
}

export type { Resource };
