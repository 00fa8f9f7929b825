/** The NIHON board's styles (scoped under .nihon). */
export const CSS = `
.nihon { --nh-line: #d9cfbf; font-size: .95rem; }
.nihon.busy { opacity: .7; pointer-events: none; }
.nihon .nh-bar { display: flex; flex-wrap: wrap; align-items: center; gap: .6rem 1.2rem; padding: .5rem .8rem; background: #fff; border: 1px solid var(--nh-line); border-radius: 8px; margin-bottom: .6rem; }
.nihon .nh-clan { display: inline-flex; align-items: center; gap: .3rem; font-size: 1.1rem; }
.nihon .nh-status { padding: .15rem .55rem; border-radius: 999px; font-size: .85rem; font-weight: 600; }
.nihon .nh-status.final { background: #d8f0d8; color: #1d5e1d; }
.nihon .nh-status.draft { background: #fff3c4; color: #6b5200; }
.nihon { container-type: inline-size; }
.nihon .nh-mapbox { position: relative; }
.nihon .nh-mapwrap { position: relative; border: 1px solid #86aec7; border-radius: 8px; overflow: hidden; background: #b7d3e4; }
.nihon .nihon-map { width: 100%; height: auto; display: block; touch-action: none; user-select: none; font-family: system-ui, sans-serif; }
.nihon .nh-zoom { position: absolute; right: .4rem; top: .4rem; display: flex; flex-direction: column; gap: .2rem; }
.nihon .nh-zoom button { padding: .1rem .5rem; min-width: 2rem; font-weight: 700; }
.nihon .nh-maptools { display: flex; justify-content: space-between; align-items: start; gap: 1rem; font-size: .85rem; margin-top: .3rem; }
.nihon .nh-legend ul { columns: 2; list-style: none; padding: 0; margin: .3rem 0; }
.nihon .nh-legend li { display: flex; align-items: center; gap: .3rem; break-inside: avoid; }
.nihon .nh-pickbar { background: #fff4e0; border: 1px solid #ff8c00; border-radius: 6px; padding: .3rem .6rem; margin-bottom: .3rem; font-size: .9rem; }
.nihon .prov { cursor: pointer; }
.nihon .prov .cell { transition: filter .1s; }
.nihon .prov:hover .cell { filter: brightness(1.06); }
.nihon .prov.pick .cell, .nihon .sea.pick path { filter: url(#nh-glow); stroke: #ff8c00; stroke-width: 3; }
.nihon .prov.dim .cell { opacity: .45; }
.nihon .prov-top.dim { opacity: .5; }
.nihon .sea { cursor: pointer; }
.nihon .sea.dim path { opacity: .55; }
.nihon .sea.selected path { stroke: #111; stroke-width: 2.5; stroke-dasharray: none; }
.nihon .sea-label { font-size: 14px; font-style: italic; fill: #2c4a5e; paint-order: stroke; stroke: #d6e7f1; stroke-width: 3px; }
.nihon .sea-sub { font-size: 9px; fill: #4b6b80; }
.nihon .prov-name { font-size: 13px; font-weight: 650; fill: #2a2118; paint-order: stroke; stroke: rgba(255,255,255,.85); stroke-width: 3px; stroke-linejoin: round; }
.nihon .prov-name.small { font-size: 9px; }
.nihon .prov-name.long { font-size: 11px; letter-spacing: -.2px; }
.nihon .res, .nihon .market { fill: #5a3d12; font-weight: 700; font-family: "Noto Sans CJK JP", "Noto Sans JP", sans-serif; }
.nihon .market { fill: #0b6e4f; }
.nihon .glyph-num { fill: #333; }
.nihon .token-num { font-size: 9.5px; font-weight: 700; fill: #111; }
.nihon .token-num.light { fill: #fff; }
.nihon .token-num.small { font-size: 8px; }
.nihon .token-tag { font-size: 8px; font-weight: 700; fill: #111; paint-order: stroke; stroke: #fff; stroke-width: 2px; }
.nihon .army { cursor: pointer; }
.nihon .army.selected rect:first-child { stroke: #ff8c00; stroke-width: 2.5; }
.nihon .fleet { cursor: pointer; }
.nihon .fleet-tag { font-size: 8px; font-weight: 700; fill: #123; }
.nihon .mp-num { font-size: 8.5px; font-weight: 700; }
.nihon .path-cost { font-size: 12px; font-weight: 800; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
.nihon .taken-mark { font-size: 14px; fill: #b00020; }
.nihon .nh-panel { position: absolute; top: .5rem; width: 19rem; max-height: calc(100% - 1rem); overflow: auto; padding: .7rem .9rem; margin: 0; box-shadow: 0 4px 18px rgba(0,0,0,.25); background: rgba(255,255,255,.97); }
.nihon .nh-panel.at-right { right: 3rem; }
.nihon .nh-panel.at-left { left: .5rem; }
@container (max-width: 760px) { .nihon .nh-panel { position: static; width: auto; max-height: none; margin-top: .5rem; } }
.nihon .nh-panel h3 { margin: .1rem 1.8rem .4rem 0; font-size: 1.1rem; }
.nihon .nh-panel h4 { margin: .7rem 0 .25rem; font-size: .9rem; color: #5b4a33; border-bottom: 1px solid var(--nh-line); }
.nihon .nh-close { position: absolute; right: .5rem; top: .5rem; padding: 0 .45rem; }
.nihon .kanji { font-family: "Noto Serif CJK JP", serif; color: #8a6d3b; font-weight: 400; }
.nihon .nh-facts { display: grid; grid-template-columns: max-content 1fr; gap: .1rem .7rem; margin: .2rem 0; font-size: .88rem; }
.nihon .nh-facts dt { color: var(--muted, #6b6258); }
.nihon .nh-facts dd { margin: 0; }
.nihon .talents { font-size: .78rem; margin: .3rem 0; }
.nihon .talents th, .nihon .talents td { padding: .1rem .3rem; text-align: center; }
.nihon .here-list { list-style: none; padding: 0; margin: 0; font-size: .88rem; }
.nihon .swatch { display: inline-block; width: .8em; height: .8em; border-radius: 2px; margin-right: .3em; vertical-align: -.05em; }
.nihon .swatch.round { border-radius: 50%; }
.nihon .mon-icon { vertical-align: -.2em; }
.nihon .nh-tabs { display: flex; gap: .3rem; margin: .8rem 0 0; flex-wrap: wrap; }
.nihon .nh-tabs button { border-radius: 6px 6px 0 0; }
.nihon .nh-tabs button.on, .nihon .kind-row button.on { background: var(--accent, #b22222); color: #fff; }
.nihon .nh-tabbody { border-top-left-radius: 0; }
.nihon .nh-table { width: 100%; font-size: .88rem; }
.nihon .nh-table td, .nihon .nh-table th { vertical-align: top; padding: .3rem .45rem; }
.nihon .nh-table tr.selected td { background: #fff6da; }
.nihon .nh-table td.me, .nihon tr.me td { font-weight: 600; }
.nihon .table-scroll { overflow-x: auto; }
.nihon .nh-sheet h3 { margin: 1rem 0 .3rem; font-size: 1.05rem; border-bottom: 2px solid var(--nh-line); }
.nihon .nh-editor { display: flex; flex-wrap: wrap; gap: .3rem; align-items: center; }
.nihon .nh-editor select { max-width: 100%; font-size: .88rem; padding: .2rem .35rem; }
.nihon .army-editor { flex-direction: column; align-items: stretch; }
.nihon .army-editor label { margin: .15rem 0; }
.nihon .nh-editor label.inline { display: inline-flex; gap: .3rem; align-items: center; margin: 0; }
.nihon .recruit-row { display: flex; flex-wrap: wrap; gap: .2rem .8rem; font-size: .88rem; }
.nihon .stepper button { padding: 0 .45rem; }
.nihon .kind-row { display: inline-flex; flex-wrap: wrap; gap: .25rem; }
.nihon button.small { padding: .1rem .45rem; font-size: .82rem; }
.nihon .pick-btn.on { background: #ff8c00; color: #fff; }
.nihon .path-line { margin: .2rem 0; font-size: .88rem; }
.nihon .warn { color: #9a5b00; font-size: .85rem; }
.nihon .nh-refusal { color: #a00; font-size: .85rem; font-weight: 600; flex-basis: 100%; }
.nihon .small { font-size: .82rem; }
.nihon .unit-link { font-weight: 600; text-decoration: none; }
.nihon .nh-ledger { min-width: 18rem; font-size: .9rem; }
.nihon .nh-ledger .num { text-align: right; font-variant-numeric: tabular-nums; }
.nihon .nh-ledger tr.total th { border-top: 2px solid #333; }
.nihon .nh-note { background: #eef6ee; border-left: 4px solid #2e7d32; padding: .4rem .7rem; }
.nihon .nh-missed { background: #fff0f0; border-left: 4px solid #a00; padding: .4rem .7rem; margin: .3rem 0 .6rem; }
.nihon .nh-report h4 { margin: .9rem 0 .3rem; }
.nihon .nh-events { columns: 2 24rem; font-size: .86rem; padding-left: 1.2rem; }
.nihon .nh-events li { break-inside: avoid; }
.nihon li.major { font-weight: 600; color: #8a0015; }
.nihon .nh-ref-clan { padding: .3rem .8rem; margin: .6rem 0; background: #fcfaf5; border-radius: 6px; }
.nihon .nh-ref-clan h3 { margin: .2rem 0; font-size: 1rem; display: flex; align-items: center; gap: .3rem; }
.nihon .sheet-summary { font-size: .88rem; margin: .2rem 0; padding-left: 1.2rem; }
.nihon .clan-label { white-space: nowrap; }
`;
