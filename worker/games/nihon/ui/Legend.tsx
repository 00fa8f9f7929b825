/** What the map's marks mean, folded under the map (a <details>: open it with the keyboard too). */
import type { ComponentChildren } from 'preact';
import type { Lang } from '../../../engine/contract';
import { CastleIcon, Eye, Flame, PillageIcon, Ship, Swords } from './icons';
import { tw, w } from './text';
import { colon } from '../../../engine/colon';

/** Icons drawn 1.3x so their numbers stay >= 12 px. */
function Row({ icon, children }: { icon: ComponentChildren; children: ComponentChildren }) {
  return <li><svg width={36} height={26} viewBox="-14 -10 28 20" aria-hidden="true">{icon}</svg> {children}</li>;
}

export function Legend({ lang }: { lang: Lang }) {
  const r = (k: string) => tw('resource', k, lang);
  return (
    <details class="nh-legend">
      <summary>{w(lang, 'legend')}</summary>
      <ul>
        <Row icon={<g><circle cx={-5} r={1.9} fill="#3b2f20" /><circle cx={0} r={1.9} fill="#3b2f20" /><circle cx={5} r={1.9} fill="#3b2f20" /></g>}>{w(lang, 'population')}</Row>
        <Row icon={<text y={4} text-anchor="middle" font-size={10}>馬鉄</text>}>{`${w(lang, 'resource')}${colon(lang)}馬 ${r('horses')}, 鉄 ${r('metal')}, 船 ${r('ships')}, 忍 ${r('ninja')}, 金 ${r('gold')}, 社 ${r('sanctuary')}, 寺 ${r('temple')}`}</Row>
        <Row icon={<text y={4} text-anchor="middle" font-size={10}>市</text>}>{w(lang, 'market')}</Row>
        <Row icon={<CastleIcon x={0} y={0} stage={3} />}>{`${w(lang, 'castle')} (${w(lang, 'castleWorks')} 1/3, 2/3)`}</Row>
        <Row icon={<Flame x={-3} y={0} level={2} />}>{w(lang, 'revolt')}</Row>
        <Row icon={<PillageIcon x={0} y={0} />}>{w(lang, 'pillaged')}</Row>
        <Row icon={<Eye x={0} y={0} />}>{w(lang, 'unseen')}</Row>
        <Row icon={<g><rect x={-10} y={-7} width={20} height={14} rx={2} fill="#c0392b" /><text y={3.5} text-anchor="middle" font-size={10} fill="#fff" font-weight={700}>7</text></g>}>{`${w(lang, 'army')} (${w(lang, 'troops')}; ${w(lang, 'garrisonNow')}${colon(lang)}▁)`}</Row>
        <Row icon={<g><circle r={7} fill="#fff" stroke="#c0392b" stroke-width={2} /><text y={3.5} text-anchor="middle" font-size={10}>3</text></g>}>{w(lang, 'characters')}</Row>
        <Row icon={<Ship colour="#1f5fa8" draft={false} dispersed={false} />}>{`${w(lang, 'fleets')}${colon(lang)}${w(lang, 'supremacyShort')} ${w(lang, 'supremacy')}, ${w(lang, 'transportShort')} ${w(lang, 'transport')}, ${w(lang, 'raidShort')} ${w(lang, 'fleetRaid')}`}</Row>
        <Row icon={<Swords x={0} y={0} major={false} />}>{w(lang, 'yourBattles')}</Row>
        <Row icon={<path d="M-12 6L-4 -4L4 6L12 -4" fill="none" stroke="#7a5f3a" />}>{`${tw('terrain', 'rough', lang)} / ${tw('terrain', 'difficult', lang)}`}</Row>
        <Row icon={<g><line x1={-12} x2={12} y1={-4} y2={-4} stroke="#6b4f2a" stroke-width={1.5} /><line x1={-12} x2={12} y1={1} y2={1} stroke="#8b4513" stroke-width={1.5} stroke-dasharray="4 3" /><line x1={-12} x2={12} y1={6} y2={6} stroke="#1f6fb2" stroke-width={1.5} /></g>}>
          {`${tw('link', 'road', lang)}, ${tw('link', 'pass', lang)}, ${tw('link', 'river', lang)} / ${tw('link', 'strait', lang)} / ${tw('link', 'lake', lang)}`}
        </Row>
      </ul>
    </details>
  );
}
