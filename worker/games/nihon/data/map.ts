/**
 * NIHON map: 68 historical provinces (real land borders), Heian, three Ezo provinces, the Jade Court,
 * 12 proposed sea zones. Generated from shared/research/nihon-map-data.md; every record states its
 * provenance: 'geography' (real geography), 'rulebook' (stated or implied by the French rulebook),
 * 'proposed' (a game value proposed for this adaptation; the original map is not public).
 */
export type Provenance = 'geography' | 'rulebook' | 'proposed';
export type Terrain = 'plain' | 'rough' | 'difficult';
export type Resource = 'horses' | 'metal' | 'ships' | 'ninja' | 'gold' | 'sanctuary' | 'temple';
export type LinkType = 'road' | 'pass' | 'river' | 'strait' | 'lake';

export interface ProvinceData {
  id: string;
  name: string;
  kanji: string;
  /** Land neighbours and coasts come from real geography; sea zones are proposed. */
  seas: string[];
  terrain: Terrain;
  pop: 1 | 2 | 3;
  resource: Resource | null;
  /** Initial controller: a clan id, or a minor kind. */
  start: string;
  religion: 'zazen' | 'krishito';
  /** Provenance of the record itself and of its game values. */
  src: { node: Provenance; terrain: Provenance; pop: Provenance; resource: Provenance; start: Provenance };
  note?: string;
}
export interface SeaData { id: string; name: string; nameFr: string; waves: 'small' | 'big'; cost: 0 | 1; src: Provenance; note?: string }
export interface LinkData { a: string; b: string; type: LinkType; src: Provenance; note?: string }

export const PROVINCES: ProvinceData[] = [
 {
  "id": "yamashiro",
  "name": "Yamashiro",
  "kanji": "山城",
  "seas": [],
  "terrain": "plain",
  "pop": 2,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "yamato",
  "name": "Yamato",
  "kanji": "大和",
  "seas": [],
  "terrain": "plain",
  "pop": 3,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "rulebook",
   "resource": "proposed",
   "start": "proposed"
  },
  "note": "TEXT: contains Heian (only land access to it); TEXT: market group"
 },
 {
  "id": "kawachi",
  "name": "Kawachi",
  "kanji": "河内",
  "seas": [],
  "terrain": "plain",
  "pop": 2,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "izumi",
  "name": "Izumi",
  "kanji": "和泉",
  "seas": [
   "seto_east"
  ],
  "terrain": "plain",
  "pop": 1,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "settsu",
  "name": "Settsu",
  "kanji": "摂津",
  "seas": [
   "seto_east"
  ],
  "terrain": "plain",
  "pop": 3,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "rulebook"
  },
  "note": "TEXT: must be a minor clan for +3 loan floor; proposed 2nd starting market"
 },
 {
  "id": "iga",
  "name": "Iga",
  "kanji": "伊賀",
  "seas": [],
  "terrain": "rough",
  "pop": 1,
  "resource": "ninja",
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "ise",
  "name": "Ise",
  "kanji": "伊勢",
  "seas": [
   "tokai_sea"
  ],
  "terrain": "plain",
  "pop": 3,
  "resource": "sanctuary",
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "shima",
  "name": "Shima",
  "kanji": "志摩",
  "seas": [
   "tokai_sea"
  ],
  "terrain": "rough",
  "pop": 1,
  "resource": "ships",
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "owari",
  "name": "Owari",
  "kanji": "尾張",
  "seas": [
   "tokai_sea"
  ],
  "terrain": "plain",
  "pop": 3,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "mikawa",
  "name": "Mikawa",
  "kanji": "三河",
  "seas": [
   "tokai_sea"
  ],
  "terrain": "rough",
  "pop": 2,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "totomi",
  "name": "Totomi",
  "kanji": "遠江",
  "seas": [
   "tokai_sea"
  ],
  "terrain": "plain",
  "pop": 2,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "suruga",
  "name": "Suruga",
  "kanji": "駿河",
  "seas": [
   "tokai_sea"
  ],
  "terrain": "rough",
  "pop": 2,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "izu",
  "name": "Izu",
  "kanji": "伊豆",
  "seas": [
   "tokai_sea",
   "bando_sea"
  ],
  "terrain": "rough",
  "pop": 1,
  "resource": "ships",
  "start": "Nokamura",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  },
  "note": "proposed Nokamura ships"
 },
 {
  "id": "kai",
  "name": "Kai",
  "kanji": "甲斐",
  "seas": [],
  "terrain": "difficult",
  "pop": 2,
  "resource": "horses",
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "sagami",
  "name": "Sagami",
  "kanji": "相模",
  "seas": [
   "bando_sea"
  ],
  "terrain": "rough",
  "pop": 2,
  "resource": "ninja",
  "start": "Nokamura",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  },
  "note": "proposed Nokamura ninja (Fūma)"
 },
 {
  "id": "musashi",
  "name": "Musashi",
  "kanji": "武蔵",
  "seas": [
   "bando_sea"
  ],
  "terrain": "plain",
  "pop": 3,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "awa_boso",
  "name": "Awa (Bōsō)",
  "kanji": "安房",
  "seas": [
   "bando_sea",
   "oshu_sea"
  ],
  "terrain": "rough",
  "pop": 1,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "kazusa",
  "name": "Kazusa",
  "kanji": "上総",
  "seas": [
   "bando_sea",
   "oshu_sea"
  ],
  "terrain": "plain",
  "pop": 3,
  "resource": "temple",
  "start": "temple_air",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "rulebook",
   "start": "rulebook"
  },
  "note": "TEXT: Air temple"
 },
 {
  "id": "shimosa",
  "name": "Shimosa",
  "kanji": "下総",
  "seas": [
   "bando_sea",
   "oshu_sea"
  ],
  "terrain": "plain",
  "pop": 3,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "hitachi",
  "name": "Hitachi",
  "kanji": "常陸",
  "seas": [
   "oshu_sea"
  ],
  "terrain": "plain",
  "pop": 3,
  "resource": "sanctuary",
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "omi",
  "name": "Omi",
  "kanji": "近江",
  "seas": [],
  "terrain": "plain",
  "pop": 3,
  "resource": "ninja",
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  },
  "note": "TEXT: lake Lao Gaï link to Bizen (non-geographic, optional); Lake Biwa lies inside Omi"
 },
 {
  "id": "mino",
  "name": "Mino",
  "kanji": "美濃",
  "seas": [],
  "terrain": "plain",
  "pop": 2,
  "resource": "metal",
  "start": "Yamana",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  },
  "note": "TEXT: former Spirit temple destroyed by the Yamana; pop 2 by override (kokudaka → 3) so the Yamana start totals 3"
 },
 {
  "id": "hida",
  "name": "Hida",
  "kanji": "飛騨",
  "seas": [],
  "terrain": "difficult",
  "pop": 1,
  "resource": null,
  "start": "Yamana",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  },
  "note": "proposed Yamana home"
 },
 {
  "id": "shinano",
  "name": "Shinano",
  "kanji": "信濃",
  "seas": [],
  "terrain": "difficult",
  "pop": 3,
  "resource": "horses",
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "kozuke",
  "name": "Kozuke",
  "kanji": "上野",
  "seas": [],
  "terrain": "rough",
  "pop": 3,
  "resource": "horses",
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "shimotsuke",
  "name": "Shimotsuke",
  "kanji": "下野",
  "seas": [],
  "terrain": "plain",
  "pop": 3,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "mutsu",
  "name": "Mutsu",
  "kanji": "陸奥",
  "seas": [
   "oshu_sea",
   "ezo_sea"
  ],
  "terrain": "rough",
  "pop": 3,
  "resource": "temple",
  "start": "temple_earth",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "rulebook",
   "start": "rulebook"
  },
  "note": "TEXT: Earth temple"
 },
 {
  "id": "dewa",
  "name": "Dewa",
  "kanji": "出羽",
  "seas": [
   "ezo_sea"
  ],
  "terrain": "rough",
  "pop": 2,
  "resource": "horses",
  "start": "tribe_emishi",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  },
  "note": "proposed Emishi tribe (barbarian)"
 },
 {
  "id": "wakasa",
  "name": "Wakasa",
  "kanji": "若狭",
  "seas": [
   "koshi_sea"
  ],
  "terrain": "rough",
  "pop": 1,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "echizen",
  "name": "Echizen",
  "kanji": "越前",
  "seas": [
   "koshi_sea"
  ],
  "terrain": "rough",
  "pop": 3,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "kaga",
  "name": "Kaga",
  "kanji": "加賀",
  "seas": [
   "koshi_sea"
  ],
  "terrain": "plain",
  "pop": 3,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "noto",
  "name": "Noto",
  "kanji": "能登",
  "seas": [
   "koshi_sea"
  ],
  "terrain": "rough",
  "pop": 2,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "etchu",
  "name": "Etchu",
  "kanji": "越中",
  "seas": [
   "koshi_sea"
  ],
  "terrain": "plain",
  "pop": 3,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "echigo",
  "name": "Echigo",
  "kanji": "越後",
  "seas": [
   "koshi_sea",
   "ezo_sea"
  ],
  "terrain": "plain",
  "pop": 3,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "sado",
  "name": "Sado",
  "kanji": "佐渡",
  "seas": [
   "koshi_sea",
   "ezo_sea"
  ],
  "terrain": "rough",
  "pop": 1,
  "resource": "gold",
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "tanba",
  "name": "Tanba",
  "kanji": "丹波",
  "seas": [],
  "terrain": "rough",
  "pop": 2,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "tango",
  "name": "Tango",
  "kanji": "丹後",
  "seas": [
   "koshi_sea",
   "oki_sea"
  ],
  "terrain": "rough",
  "pop": 1,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "tajima",
  "name": "Tajima",
  "kanji": "但馬",
  "seas": [
   "oki_sea"
  ],
  "terrain": "rough",
  "pop": 1,
  "resource": "gold",
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "inaba",
  "name": "Inaba",
  "kanji": "因幡",
  "seas": [
   "oki_sea"
  ],
  "terrain": "rough",
  "pop": 1,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "hoki",
  "name": "Hoki",
  "kanji": "伯耆",
  "seas": [
   "oki_sea"
  ],
  "terrain": "rough",
  "pop": 1,
  "resource": "metal",
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "izumo",
  "name": "Izumo",
  "kanji": "出雲",
  "seas": [
   "oki_sea"
  ],
  "terrain": "plain",
  "pop": 2,
  "resource": "sanctuary",
  "start": "Ruchemon",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  },
  "note": "proposed Ruchemon sanctuary (Izumo shrine)"
 },
 {
  "id": "iwami",
  "name": "Iwami",
  "kanji": "石見",
  "seas": [
   "oki_sea"
  ],
  "terrain": "plain",
  "pop": 1,
  "resource": "gold",
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "rulebook",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  },
  "note": "TEXT: battle example; plain because the example charges 1 MP (real Iwami is hilly); the example also puts it on the Grand Océan (non-geographic)"
 },
 {
  "id": "oki",
  "name": "Oki",
  "kanji": "隠岐",
  "seas": [
   "oki_sea"
  ],
  "terrain": "rough",
  "pop": 1,
  "resource": "temple",
  "start": "temple_water",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "rulebook",
   "start": "rulebook"
  },
  "note": "TEXT: Water temple; historical island of exile"
 },
 {
  "id": "harima",
  "name": "Harima",
  "kanji": "播磨",
  "seas": [
   "seto_east"
  ],
  "terrain": "plain",
  "pop": 3,
  "resource": null,
  "start": "Shisuke",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  },
  "note": "proposed Shisuke home"
 },
 {
  "id": "mimasaka",
  "name": "Mimasaka",
  "kanji": "美作",
  "seas": [],
  "terrain": "rough",
  "pop": 2,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "bizen",
  "name": "Bizen",
  "kanji": "備前",
  "seas": [
   "seto_east"
  ],
  "terrain": "plain",
  "pop": 2,
  "resource": "metal",
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  },
  "note": "TEXT: lake Lao Gaï link to Omi (non-geographic, optional)"
 },
 {
  "id": "bitchu",
  "name": "Bitchu",
  "kanji": "備中",
  "seas": [
   "seto_east"
  ],
  "terrain": "rough",
  "pop": 2,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "bingo",
  "name": "Bingo",
  "kanji": "備後",
  "seas": [
   "seto_east",
   "seto_west"
  ],
  "terrain": "rough",
  "pop": 2,
  "resource": null,
  "start": "Ruchemon",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  },
  "note": "proposed Ruchemon home"
 },
 {
  "id": "aki",
  "name": "Aki",
  "kanji": "安芸",
  "seas": [
   "seto_west"
  ],
  "terrain": "rough",
  "pop": 2,
  "resource": "sanctuary",
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "suo",
  "name": "Suo",
  "kanji": "周防",
  "seas": [
   "seto_west"
  ],
  "terrain": "rough",
  "pop": 2,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "nagato",
  "name": "Nagato",
  "kanji": "長門",
  "seas": [
   "oki_sea",
   "genkai_sea",
   "seto_west"
  ],
  "terrain": "rough",
  "pop": 1,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "kii",
  "name": "Kii",
  "kanji": "紀伊",
  "seas": [
   "great_ocean",
   "tokai_sea"
  ],
  "terrain": "difficult",
  "pop": 2,
  "resource": "ships",
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "awaji",
  "name": "Awaji",
  "kanji": "淡路",
  "seas": [
   "seto_east",
   "great_ocean"
  ],
  "terrain": "rough",
  "pop": 1,
  "resource": null,
  "start": "Shisuke",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  },
  "note": "TEXT: battle example starts here and sails through the Grand Océan"
 },
 {
  "id": "awa_shikoku",
  "name": "Awa (Shikoku)",
  "kanji": "阿波",
  "seas": [
   "seto_east",
   "great_ocean"
  ],
  "terrain": "rough",
  "pop": 2,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "sanuki",
  "name": "Sanuki",
  "kanji": "讃岐",
  "seas": [
   "seto_east"
  ],
  "terrain": "plain",
  "pop": 1,
  "resource": "ships",
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "iyo",
  "name": "Iyo",
  "kanji": "伊予",
  "seas": [
   "seto_west",
   "great_ocean"
  ],
  "terrain": "rough",
  "pop": 3,
  "resource": "ships",
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "rulebook",
   "resource": "proposed",
   "start": "proposed"
  },
  "note": "TEXT: market group"
 },
 {
  "id": "tosa",
  "name": "Tosa",
  "kanji": "土佐",
  "seas": [
   "great_ocean"
  ],
  "terrain": "rough",
  "pop": 3,
  "resource": null,
  "start": "Joroya",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "rulebook",
   "resource": "proposed",
   "start": "proposed"
  },
  "note": "TEXT: market group; army example places a Joroya army here; pop 3 by override (kokudaka → 1); starting market"
 },
 {
  "id": "chikuzen",
  "name": "Chikuzen",
  "kanji": "筑前",
  "seas": [
   "genkai_sea"
  ],
  "terrain": "plain",
  "pop": 2,
  "resource": null,
  "start": "Utachi",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  },
  "note": "proposed Utachi home"
 },
 {
  "id": "chikugo",
  "name": "Chikugo",
  "kanji": "筑後",
  "seas": [
   "satsuma_sea"
  ],
  "terrain": "plain",
  "pop": 2,
  "resource": "temple",
  "start": "temple_fire",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "rulebook",
   "start": "rulebook"
  },
  "note": "TEXT: Fire temple"
 },
 {
  "id": "buzen",
  "name": "Buzen",
  "kanji": "豊前",
  "seas": [
   "seto_west",
   "genkai_sea"
  ],
  "terrain": "rough",
  "pop": 1,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "bungo",
  "name": "Bungo",
  "kanji": "豊後",
  "seas": [
   "seto_west",
   "great_ocean"
  ],
  "terrain": "rough",
  "pop": 3,
  "resource": null,
  "start": "minor_nanban",
  "religion": "krishito",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  },
  "note": "proposed Nanban (Krishito) minor clan"
 },
 {
  "id": "hizen",
  "name": "Hizen",
  "kanji": "肥前",
  "seas": [
   "genkai_sea",
   "satsuma_sea",
   "exile_sea"
  ],
  "terrain": "rough",
  "pop": 2,
  "resource": "ships",
  "start": "Utachi",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  },
  "note": "proposed Utachi 'port' (ships)"
 },
 {
  "id": "higo",
  "name": "Higo",
  "kanji": "肥後",
  "seas": [
   "satsuma_sea"
  ],
  "terrain": "rough",
  "pop": 2,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "hyuga",
  "name": "Hyuga",
  "kanji": "日向",
  "seas": [
   "great_ocean"
  ],
  "terrain": "rough",
  "pop": 1,
  "resource": "sanctuary",
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "osumi",
  "name": "Osumi",
  "kanji": "大隅",
  "seas": [
   "satsuma_sea",
   "great_ocean"
  ],
  "terrain": "rough",
  "pop": 2,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "satsuma",
  "name": "Satsuma",
  "kanji": "薩摩",
  "seas": [
   "satsuma_sea"
  ],
  "terrain": "rough",
  "pop": 3,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "rulebook",
   "resource": "proposed",
   "start": "rulebook"
  },
  "note": "TEXT: must be a minor clan for +3 loan floor; TEXT: market group; pop 3 by override (kokudaka → 2)"
 },
 {
  "id": "iki",
  "name": "Iki",
  "kanji": "壱岐",
  "seas": [
   "genkai_sea"
  ],
  "terrain": "plain",
  "pop": 1,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  }
 },
 {
  "id": "tsushima",
  "name": "Tsushima",
  "kanji": "対馬",
  "seas": [
   "genkai_sea",
   "exile_sea"
  ],
  "terrain": "difficult",
  "pop": 1,
  "resource": null,
  "start": "minor_clan",
  "religion": "zazen",
  "src": {
   "node": "geography",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  },
  "note": "only Japanese province touching the Sea of Exile besides Hizen"
 },
 {
  "id": "heian",
  "name": "Heian (capital)",
  "kanji": "平安京",
  "seas": [],
  "terrain": "plain",
  "pop": 3,
  "resource": null,
  "start": "imperial_court",
  "religion": "zazen",
  "src": {
   "node": "rulebook",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "rulebook"
  },
  "note": "TEXT: entered only from Yamato; the \"Heian minor\" receives court gifts. GEO note: the real Heian-kyō lies in Yamashiro, the text puts it in Yamato"
 },
 {
  "id": "watarishima",
  "name": "Ezo – Watarishima",
  "kanji": "渡島",
  "seas": [
   "ezo_sea",
   "oshu_sea"
  ],
  "terrain": "rough",
  "pop": 1,
  "resource": null,
  "start": "tribe_ainu",
  "religion": "zazen",
  "src": {
   "node": "proposed",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  },
  "note": "PROP: south-west peninsula of Hokkaido (Matsumae, Hakodate, Esashi)"
 },
 {
  "id": "ishikari",
  "name": "Ezo – Ishikari",
  "kanji": "石狩",
  "seas": [
   "ezo_sea",
   "oshu_sea"
  ],
  "terrain": "rough",
  "pop": 1,
  "resource": null,
  "start": "tribe_ainu",
  "religion": "zazen",
  "src": {
   "node": "proposed",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  },
  "note": "PROP: centre and north-west (Ishikari plain, Iburi coast, Teshio, Sōya)"
 },
 {
  "id": "tokachi",
  "name": "Ezo – Tokachi",
  "kanji": "十勝",
  "seas": [
   "oshu_sea",
   "ezo_sea"
  ],
  "terrain": "rough",
  "pop": 1,
  "resource": null,
  "start": "tribe_ainu",
  "religion": "zazen",
  "src": {
   "node": "proposed",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "proposed"
  },
  "note": "PROP: east (Hidaka, Tokachi, Kushiro, Nemuro, Kitami/Okhotsk)"
 },
 {
  "id": "jade_court",
  "name": "Jade Court (Cour de Jade)",
  "kanji": "",
  "seas": [
   "exile_sea"
  ],
  "terrain": "plain",
  "pop": 1,
  "resource": null,
  "start": "jade_empire",
  "religion": "zazen",
  "src": {
   "node": "rulebook",
   "terrain": "proposed",
   "pop": "proposed",
   "resource": "proposed",
   "start": "rulebook"
  },
  "note": "TEXT: never entered by armies or characters; fleet raid from exile_sea yields 2 koku"
 }
];

export const SEAS: SeaData[] = [
 {
  "id": "ezo_sea",
  "name": "Sea of Ezo",
  "nameFr": "Mer d'Ezo",
  "waves": "big",
  "cost": 1,
  "src": "proposed",
  "note": "northern Sea of Japan from Sado north, western mouth of the Tsugaru Strait, Okhotsk coast of Ezo"
 },
 {
  "id": "koshi_sea",
  "name": "Sea of Koshi",
  "nameFr": "Mer de Koshi",
  "waves": "big",
  "cost": 1,
  "src": "proposed",
  "note": "central Sea of Japan: Wakasa Bay, Noto peninsula, Toyama Bay, Sado strait"
 },
 {
  "id": "oki_sea",
  "name": "Sea of Oki",
  "nameFr": "Mer d'Oki",
  "waves": "big",
  "cost": 1,
  "src": "proposed",
  "note": "western Sea of Japan along the San'in coast from Tango to Nagato, around the Oki islands"
 },
 {
  "id": "genkai_sea",
  "name": "Genkai Sea",
  "nameFr": "Mer de Genkai",
  "waves": "small",
  "cost": 0,
  "src": "proposed",
  "note": "Hibiki-nada and Genkai-nada between Nagato, northern Kyushu, Iki and Tsushima (eastern channel of the Tsushima Strait)"
 },
 {
  "id": "exile_sea",
  "name": "Sea of Exile",
  "nameFr": "Mer de l'Exil",
  "waves": "big",
  "cost": 1,
  "src": "rulebook",
  "note": "western channel of the Korea Strait beyond Tsushima and the open sea towards the continent"
 },
 {
  "id": "satsuma_sea",
  "name": "Sea of Satsuma",
  "nameFr": "Mer de Satsuma",
  "waves": "big",
  "cost": 1,
  "src": "proposed",
  "note": "East China Sea off western Kyushu: Ariake Sea, Amakusa, Yatsushiro and Kagoshima bays, Ōsumi strait"
 },
 {
  "id": "great_ocean",
  "name": "Great Ocean",
  "nameFr": "Grand Océan",
  "waves": "big",
  "cost": 1,
  "src": "rulebook",
  "note": "Pacific off Shikoku and south-east Kyushu: Kii Channel, Tosa Bay, Bungo Channel, Hyūga-nada (named after the text's sea; it touches Awaji as in the example)"
 },
 {
  "id": "seto_east",
  "name": "Inland Sea (east)",
  "nameFr": "Mer Intérieure orientale",
  "waves": "small",
  "cost": 0,
  "src": "proposed",
  "note": "Osaka Bay, Harima-nada, Bisan straits"
 },
 {
  "id": "seto_west",
  "name": "Inland Sea (west)",
  "nameFr": "Mer Intérieure occidentale",
  "waves": "small",
  "cost": 0,
  "src": "proposed",
  "note": "Hiuchi-nada, Aki-nada, Iyo-nada, Suō-nada, Beppu Bay, eastern mouth of the Kanmon Strait"
 },
 {
  "id": "tokai_sea",
  "name": "Sea of Tōkai",
  "nameFr": "Mer de Tōkai",
  "waves": "big",
  "cost": 1,
  "src": "proposed",
  "note": "Kumano-nada, Ise and Mikawa bays, Enshū-nada, Suruga Bay"
 },
 {
  "id": "bando_sea",
  "name": "Sea of Bandō",
  "nameFr": "Mer de Bandō",
  "waves": "small",
  "cost": 0,
  "src": "proposed",
  "note": "Sagami Bay, Edo Bay, Uraga channel"
 },
 {
  "id": "oshu_sea",
  "name": "Sea of Ōshū",
  "nameFr": "Mer d'Ōshū",
  "waves": "big",
  "cost": 1,
  "src": "proposed",
  "note": "Pacific off Bōsō, Kashima-nada, Sanriku coast, eastern mouth of the Tsugaru Strait, south-east Ezo"
 }
];

/** Land links. Link types (road/pass/river) are proposed from real routes; adjacency is geography. */
export const LAND_LINKS: LinkData[] = [
{
"a": "aki",
"b": "bingo",
"type": "road",
"src": "geography"
},
{
"a": "aki",
"b": "iwami",
"type": "pass",
"src": "geography"
},
{
"a": "aki",
"b": "suo",
"type": "river",
"src": "geography",
"note": "Oze River."
},
{
"a": "awa_boso",
"b": "kazusa",
"type": "road",
"src": "geography"
},
{
"a": "awa_shikoku",
"b": "iyo",
"type": "pass",
"src": "geography",
"note": "Short border."
},
{
"a": "awa_shikoku",
"b": "sanuki",
"type": "pass",
"src": "geography"
},
{
"a": "awa_shikoku",
"b": "tosa",
"type": "river",
"src": "geography",
"note": "Yoshino River gorge (Ōboke)."
},
{
"a": "bingo",
"b": "bitchu",
"type": "road",
"src": "geography"
},
{
"a": "bingo",
"b": "hoki",
"type": "pass",
"src": "geography"
},
{
"a": "bingo",
"b": "iwami",
"type": "pass",
"src": "geography"
},
{
"a": "bingo",
"b": "izumo",
"type": "pass",
"src": "geography"
},
{
"a": "bitchu",
"b": "bizen",
"type": "road",
"src": "geography"
},
{
"a": "bitchu",
"b": "hoki",
"type": "pass",
"src": "geography"
},
{
"a": "bitchu",
"b": "mimasaka",
"type": "pass",
"src": "geography"
},
{
"a": "bizen",
"b": "harima",
"type": "road",
"src": "geography"
},
{
"a": "bizen",
"b": "mimasaka",
"type": "river",
"src": "geography",
"note": "Yoshii/Asahi river valleys."
},
{
"a": "bungo",
"b": "buzen",
"type": "road",
"src": "geography"
},
{
"a": "bungo",
"b": "chikugo",
"type": "river",
"src": "geography"
},
{
"a": "bungo",
"b": "chikuzen",
"type": "pass",
"src": "geography",
"note": "Short border."
},
{
"a": "bungo",
"b": "higo",
"type": "pass",
"src": "geography"
},
{
"a": "bungo",
"b": "hyuga",
"type": "pass",
"src": "geography"
},
{
"a": "buzen",
"b": "chikuzen",
"type": "road",
"src": "geography"
},
{
"a": "buzen",
"b": "nagato",
"type": "strait",
"src": "proposed",
"note": "Kanmon Strait (~0.7 km of water); polygons do not touch (gap ≈0.5 km). Proposed as a land link of type 'strait' treated like a river crossing; drop it to force a sea move."
},
{
"a": "chikugo",
"b": "chikuzen",
"type": "river",
"src": "geography",
"note": "Chikugo River."
},
{
"a": "chikugo",
"b": "higo",
"type": "road",
"src": "geography"
},
{
"a": "chikugo",
"b": "hizen",
"type": "river",
"src": "geography",
"note": "Chikugo River (lower course)."
},
{
"a": "chikuzen",
"b": "hizen",
"type": "road",
"src": "geography"
},
{
"a": "dewa",
"b": "echigo",
"type": "pass",
"src": "geography",
"note": "Nezugaseki barrier."
},
{
"a": "dewa",
"b": "mutsu",
"type": "pass",
"src": "geography"
},
{
"a": "echigo",
"b": "etchu",
"type": "pass",
"src": "geography",
"note": "Oyashirazu coastal cliffs."
},
{
"a": "echigo",
"b": "kozuke",
"type": "pass",
"src": "geography"
},
{
"a": "echigo",
"b": "mutsu",
"type": "river",
"src": "geography",
"note": "Agano River from Aizu."
},
{
"a": "echigo",
"b": "shinano",
"type": "river",
"src": "geography",
"note": "Chikuma/Shinano River valley."
},
{
"a": "echizen",
"b": "hida",
"type": "pass",
"src": "geography",
"note": "Short border."
},
{
"a": "echizen",
"b": "kaga",
"type": "road",
"src": "geography"
},
{
"a": "echizen",
"b": "mino",
"type": "pass",
"src": "geography"
},
{
"a": "echizen",
"b": "omi",
"type": "pass",
"src": "geography"
},
{
"a": "echizen",
"b": "wakasa",
"type": "road",
"src": "geography"
},
{
"a": "etchu",
"b": "hida",
"type": "river",
"src": "geography",
"note": "Jinzū River valley."
},
{
"a": "etchu",
"b": "kaga",
"type": "pass",
"src": "geography",
"note": "Kurikara pass."
},
{
"a": "etchu",
"b": "noto",
"type": "road",
"src": "geography"
},
{
"a": "etchu",
"b": "shinano",
"type": "pass",
"src": "geography"
},
{
"a": "harima",
"b": "inaba",
"type": "pass",
"src": "geography"
},
{
"a": "harima",
"b": "mimasaka",
"type": "pass",
"src": "geography"
},
{
"a": "harima",
"b": "settsu",
"type": "road",
"src": "geography"
},
{
"a": "harima",
"b": "tajima",
"type": "pass",
"src": "geography"
},
{
"a": "harima",
"b": "tanba",
"type": "road",
"src": "geography"
},
{
"a": "hida",
"b": "kaga",
"type": "pass",
"src": "geography"
},
{
"a": "hida",
"b": "mino",
"type": "river",
"src": "geography",
"note": "Hida River valley."
},
{
"a": "hida",
"b": "shinano",
"type": "pass",
"src": "geography"
},
{
"a": "higo",
"b": "hyuga",
"type": "pass",
"src": "geography"
},
{
"a": "higo",
"b": "satsuma",
"type": "road",
"src": "geography"
},
{
"a": "hitachi",
"b": "mutsu",
"type": "pass",
"src": "geography",
"note": "Nakoso barrier."
},
{
"a": "hitachi",
"b": "shimosa",
"type": "river",
"src": "geography"
},
{
"a": "hitachi",
"b": "shimotsuke",
"type": "road",
"src": "geography"
},
{
"a": "hoki",
"b": "inaba",
"type": "road",
"src": "geography"
},
{
"a": "hoki",
"b": "izumo",
"type": "road",
"src": "geography"
},
{
"a": "hoki",
"b": "mimasaka",
"type": "pass",
"src": "geography"
},
{
"a": "hyuga",
"b": "osumi",
"type": "road",
"src": "geography"
},
{
"a": "hyuga",
"b": "satsuma",
"type": "pass",
"src": "geography",
"note": "Short border."
},
{
"a": "iga",
"b": "ise",
"type": "pass",
"src": "geography"
},
{
"a": "iga",
"b": "omi",
"type": "pass",
"src": "geography"
},
{
"a": "iga",
"b": "yamashiro",
"type": "river",
"src": "geography",
"note": "Kizu River gorge. Short border."
},
{
"a": "iga",
"b": "yamato",
"type": "pass",
"src": "geography"
},
{
"a": "inaba",
"b": "mimasaka",
"type": "pass",
"src": "geography"
},
{
"a": "inaba",
"b": "tajima",
"type": "pass",
"src": "geography"
},
{
"a": "ise",
"b": "kii",
"type": "pass",
"src": "geography"
},
{
"a": "ise",
"b": "mino",
"type": "river",
"src": "geography"
},
{
"a": "ise",
"b": "omi",
"type": "pass",
"src": "geography",
"note": "Suzuka pass (one of the three great barriers)."
},
{
"a": "ise",
"b": "owari",
"type": "river",
"src": "geography",
"note": "Short border."
},
{
"a": "ise",
"b": "shima",
"type": "road",
"src": "geography"
},
{
"a": "ise",
"b": "yamato",
"type": "pass",
"src": "geography"
},
{
"a": "iwami",
"b": "izumo",
"type": "road",
"src": "geography"
},
{
"a": "iwami",
"b": "nagato",
"type": "road",
"src": "geography"
},
{
"a": "iwami",
"b": "suo",
"type": "pass",
"src": "geography"
},
{
"a": "iyo",
"b": "sanuki",
"type": "road",
"src": "geography",
"note": "Short border."
},
{
"a": "iyo",
"b": "tosa",
"type": "pass",
"src": "geography"
},
{
"a": "izu",
"b": "sagami",
"type": "pass",
"src": "geography",
"note": "Hakone pass."
},
{
"a": "izu",
"b": "suruga",
"type": "road",
"src": "geography"
},
{
"a": "izumi",
"b": "kawachi",
"type": "road",
"src": "geography"
},
{
"a": "izumi",
"b": "kii",
"type": "pass",
"src": "geography"
},
{
"a": "izumi",
"b": "settsu",
"type": "road",
"src": "geography",
"note": "Short border."
},
{
"a": "kaga",
"b": "noto",
"type": "road",
"src": "geography",
"note": "Short border."
},
{
"a": "kai",
"b": "musashi",
"type": "pass",
"src": "geography"
},
{
"a": "kai",
"b": "sagami",
"type": "river",
"src": "geography"
},
{
"a": "kai",
"b": "shinano",
"type": "road",
"src": "geography"
},
{
"a": "kai",
"b": "suruga",
"type": "river",
"src": "geography",
"note": "Fuji River valley."
},
{
"a": "kawachi",
"b": "kii",
"type": "pass",
"src": "geography"
},
{
"a": "kawachi",
"b": "settsu",
"type": "river",
"src": "geography",
"note": "Yodo/Yamato river lowlands."
},
{
"a": "kawachi",
"b": "yamashiro",
"type": "road",
"src": "geography"
},
{
"a": "kawachi",
"b": "yamato",
"type": "pass",
"src": "geography"
},
{
"a": "kazusa",
"b": "shimosa",
"type": "road",
"src": "geography"
},
{
"a": "kii",
"b": "yamato",
"type": "river",
"src": "geography",
"note": "Yoshino/Kino River valley."
},
{
"a": "kozuke",
"b": "musashi",
"type": "river",
"src": "geography"
},
{
"a": "kozuke",
"b": "mutsu",
"type": "pass",
"src": "geography"
},
{
"a": "kozuke",
"b": "shimotsuke",
"type": "river",
"src": "geography"
},
{
"a": "kozuke",
"b": "shinano",
"type": "pass",
"src": "geography",
"note": "Usui pass (Nakasendō)."
},
{
"a": "mikawa",
"b": "mino",
"type": "pass",
"src": "geography"
},
{
"a": "mikawa",
"b": "owari",
"type": "road",
"src": "geography"
},
{
"a": "mikawa",
"b": "shinano",
"type": "pass",
"src": "geography"
},
{
"a": "mikawa",
"b": "totomi",
"type": "road",
"src": "geography"
},
{
"a": "mino",
"b": "omi",
"type": "pass",
"src": "geography",
"note": "Fuwa barrier / Sekigahara."
},
{
"a": "mino",
"b": "owari",
"type": "river",
"src": "geography",
"note": "Kiso River, the classic Mino–Owari border."
},
{
"a": "mino",
"b": "shinano",
"type": "pass",
"src": "geography"
},
{
"a": "musashi",
"b": "sagami",
"type": "road",
"src": "geography"
},
{
"a": "musashi",
"b": "shimosa",
"type": "river",
"src": "geography"
},
{
"a": "musashi",
"b": "shimotsuke",
"type": "river",
"src": "geography",
"note": "Short border."
},
{
"a": "musashi",
"b": "shinano",
"type": "pass",
"src": "geography",
"note": "Short border."
},
{
"a": "mutsu",
"b": "shimotsuke",
"type": "pass",
"src": "geography",
"note": "Shirakawa barrier."
},
{
"a": "nagato",
"b": "suo",
"type": "road",
"src": "geography"
},
{
"a": "omi",
"b": "tanba",
"type": "pass",
"src": "geography",
"note": "Short border."
},
{
"a": "omi",
"b": "wakasa",
"type": "pass",
"src": "geography"
},
{
"a": "omi",
"b": "yamashiro",
"type": "pass",
"src": "geography",
"note": "Ōsaka-yama barrier (Ōmi–capital road)."
},
{
"a": "osumi",
"b": "satsuma",
"type": "road",
"src": "geography"
},
{
"a": "sagami",
"b": "suruga",
"type": "pass",
"src": "geography",
"note": "Ashigara pass (Tōkaidō) / Hakone."
},
{
"a": "settsu",
"b": "tanba",
"type": "pass",
"src": "geography"
},
{
"a": "settsu",
"b": "yamashiro",
"type": "river",
"src": "geography"
},
{
"a": "shimosa",
"b": "shimotsuke",
"type": "river",
"src": "geography"
},
{
"a": "shinano",
"b": "suruga",
"type": "pass",
"src": "geography"
},
{
"a": "shinano",
"b": "totomi",
"type": "river",
"src": "geography",
"note": "Tenryū River valley."
},
{
"a": "suruga",
"b": "totomi",
"type": "river",
"src": "geography",
"note": "Ōi River (famously unbridged)."
},
{
"a": "tajima",
"b": "tanba",
"type": "pass",
"src": "geography"
},
{
"a": "tajima",
"b": "tango",
"type": "road",
"src": "geography"
},
{
"a": "tanba",
"b": "tango",
"type": "pass",
"src": "geography"
},
{
"a": "tanba",
"b": "wakasa",
"type": "pass",
"src": "geography"
},
{
"a": "tanba",
"b": "yamashiro",
"type": "pass",
"src": "geography"
},
{
"a": "tango",
"b": "wakasa",
"type": "road",
"src": "geography"
},
{
"a": "yamashiro",
"b": "yamato",
"type": "road",
"src": "geography"
},
{
"a": "heian",
"b": "yamato",
"type": "road",
"src": "rulebook",
"note": "TEXT: the only access to Heian."
},
{
"a": "ishikari",
"b": "watarishima",
"type": "road",
"src": "proposed",
"note": "PROP (Ezo)."
},
{
"a": "ishikari",
"b": "tokachi",
"type": "pass",
"src": "proposed",
"note": "PROP (Ezo, Hidaka mountains)."
}
];

/** Sea-to-sea adjacency (proposed zones, following real straits). */
export const SEA_LINKS: [string, string][] = [["ezo_sea", "koshi_sea"], ["ezo_sea", "oshu_sea"], ["koshi_sea", "oki_sea"], ["oki_sea", "genkai_sea"], ["oki_sea", "exile_sea"], ["genkai_sea", "exile_sea"], ["genkai_sea", "seto_west"], ["genkai_sea", "satsuma_sea"], ["exile_sea", "satsuma_sea"], ["satsuma_sea", "great_ocean"], ["seto_west", "great_ocean"], ["seto_west", "seto_east"], ["seto_east", "great_ocean"], ["great_ocean", "tokai_sea"], ["tokai_sea", "bando_sea"], ["bando_sea", "oshu_sea"], ["tokai_sea", "oshu_sea"]];

/** Text-mandated overrides, each switched by a setting (see settings.ts). */
export const OPTIONAL_LINKS = {
  /** Setting lakeLaoGai: the rulebook joins Bizen and Omi by Lake Lao Gai, which counts as a river (FR 59-63). */
  lakeLaoGai: { a: 'bizen', b: 'omi', type: 'lake', src: 'rulebook', note: 'non-geographic' } as LinkData,
  /** Setting iwamiOnGreatOcean: the battle example lands from the Great Ocean in Iwami (FR 643-661). */
  iwamiOnGreatOcean: { province: 'iwami', sea: 'great_ocean', src: 'rulebook' as Provenance },
};

/** Provinces named by the rulebook for specific rules. */
export const MAP_RULES = {
  capital: 'heian',
  /** Heian is entered by armies only from here (FR 121-124). */
  capitalGate: 'yamato',
  jadeCourt: 'jade_court',
  /** A fleet raid on the Jade Court from this sea yields 2 koku (FR 125-128). */
  exileSea: 'exile_sea',
  /** +3 loan floor each when held by a minor clan (FR 324-331). */
  lenders: ['settsu', 'satsuma'],
  /** At least one market goes to this group (FR 339-354). */
  marketGroup: ['iyo', 'satsuma', 'tosa', 'yamato'],
  /** Proposed starting markets (Tosa: the Joroya's market of the annex; Settsu: merchants). */
  startMarkets: ['tosa', 'settsu'],
  /** First capture of these gives every ritual of the element (FR 517-525). */
  elementTemples: { chikugo: 'fire', kazusa: 'air', mutsu: 'earth', oki: 'water' } as Record<string, string>,
};
