/** The starting-card draft: the cards on offer, buttons for the player who picks, cards for the other. */
import type { Lang } from '../../../engine/contract';
import { Card } from '../../../../site/src/board-kit';
import { startingCard } from '../data';
import { effectsText, gainsText } from '../text';
import type { WcdView } from '../view';
import { colorName, provMark, startName } from './names';
import type { Chooser } from './Table';
import { cap, w } from './words';

export function StartOffer({ view, lang, choose }: { view: WcdView; lang: Lang; choose: Chooser }) {
  return (
    <div class="wcd-cards wcd-start-offer" id="wcd-start-offer">
      {view.startOffer.map((id) => {
        const s = startingCard(id);
        const moves = choose.moves((m) => m.type === 'start-card' && m.card === id);
        return (
          <Card key={id} title={startName(id, lang)} note={provMark(s.confidence)} onChoose={choose.act(moves)}
            class={`wcd-startcard ${moves.length ? 'wcd-act' : ''}`} {...choose.data(moves, 'table')}>
            {w(lang, 'startNow', { g: gainsText(s.gain, lang) })}<br />
            {w(lang, 'startBack', { c: colorName(s.back.color, lang), e: cap(effectsText(s.back.reward, lang)) })}
          </Card>
        );
      })}
    </div>
  );
}
