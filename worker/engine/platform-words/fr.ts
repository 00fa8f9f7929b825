/** The platform's log events in French (the keys are en.ts's). */
import type { PlatformKey } from './en';

export const PLATFORM_WORDS: Record<PlatformKey, string> = {
  'platform.seat-resigned': '{name} abandonne.',
  'platform.match-ended.resign': 'Abandon de {names}\u00a0: la partie s’arrête.',
  'platform.match-ended.agreement': 'La partie s’arrête d’un commun accord, sur le classement du moment.',
  'platform.match-ended.draw': 'La partie s’arrête sur une égalité, d’un commun accord.',
  'platform.deadline-passed': 'L’échéance est passée pour {names}.',
  'platform.player-replaced': 'L’arbitre donne la place de {before} à {after}.',
  'platform.paused': 'L’arbitre met la partie en pause.',
  'platform.resumed': 'L’arbitre reprend la partie.',
  'platform.deadline-extended': 'L’arbitre prolonge l’échéance.',
  'platform.options-changed': 'L’arbitre modifie les options de la partie.',
};
