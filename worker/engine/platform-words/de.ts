/** The platform's log events in German (the keys are en.ts's). */
import type { PlatformKey } from './en';

export const PLATFORM_WORDS: Record<PlatformKey, string> = {
  'platform.seat-resigned': '{name} gibt auf.',
  'platform.match-ended.resign': 'Aufgabe von {names}: die Partie endet.',
  'platform.match-ended.agreement': 'Die Partie endet im Einvernehmen mit dem Stand dieses Moments.',
  'platform.match-ended.draw': 'Die Partie endet im Einvernehmen unentschieden.',
  'platform.deadline-passed': 'Die Frist ist für {names} abgelaufen.',
  'platform.player-replaced': 'Der Schiedsrichter gibt den Platz von {before} an {after}.',
  'platform.paused': 'Der Schiedsrichter pausiert die Partie.',
  'platform.resumed': 'Der Schiedsrichter setzt die Partie fort.',
  'platform.deadline-extended': 'Der Schiedsrichter verlängert die Frist.',
  'platform.options-changed': 'Der Schiedsrichter ändert die Optionen der Partie.',
};
