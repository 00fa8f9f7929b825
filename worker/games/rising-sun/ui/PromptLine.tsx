/**
 * What to do now, first on the board: the kit's Prompt with this game's sentence for the step
 * (whose turn, how many figures are left to recruit, which battle...), or the winners at the end.
 * The wrapper's data-step tells tests which step the board is at.
 */
import type { Lang } from '../../../engine/contract';
import { Prompt } from '../../../../site/src/board-kit';
import type { BidAction } from '../types';
import type { RsView } from '../view';
import { provName, who } from './look';
import { fill, words } from './words';
import { colon } from '../../../engine/colon';

export function PromptLine({ v, names, you, lang, mine, ended }: { v: RsView; names: string[]; you: number | null; lang: Lang; mine: boolean; ended?: boolean }) {
  const p = v.prompt;
  if (v.phase === 'over' || !p) {
    const winners = v.result?.winners ?? [];
    const text = winners.length ? `${words(lang).over}${colon(lang)}${fill(words(lang).winsWith, { who: winners.map((s) => who(v, names, s, lang)).join(', '), n: v.vp[winners[0]!] ?? 0 }, lang)}` : words(lang).over;
    return <div id="rs-prompt" data-step={v.phase} data-mine="no"><Prompt lang={lang} mine={false} text={text} /></div>;
  }
  const step = p.step === 'train' && p.ryujin ? 'ryujin' : p.step;
  const prompts = words(lang).prompts;
  const prompt = prompts[step] ?? prompts.other!;
  const left = step === 'recruit'
    ? Number(p.any ?? 0) + Object.values((p.slots ?? {}) as Record<string, number>).reduce((a, b) => a + b, 0) + (p.bonus ? 1 : 0)
    : step === 'fujin' ? Number(p.left ?? 0) : step === 'reparations' ? Number(p.remainder ?? 0) : 0;
  const vars = {
    n: left,
    p: v.battle ? provName(v.battle.province, lang) : '',
    why: words(lang).placeWhy[String(p.why)] ?? '',
    a: p.action ? words(lang).actions[p.action as BidAction] ?? '' : '',
  };
  const others = p.seats.filter((s) => s !== you).map((s) => who(v, names, s, lang));
  return (
    <div id="rs-prompt" data-step={p.step} data-mine={mine ? 'yes' : 'no'}>
      <Prompt lang={lang} mine={mine} text={fill(mine ? prompt.me : prompt.other, vars, lang)} waitingFor={mine ? undefined : others} ended={ended} />
    </div>
  );
}
