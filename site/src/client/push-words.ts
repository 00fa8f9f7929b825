/** Words of "Notify me on this device" (site/src/client/PushToggle.tsx), in English, French and German. */
import type { Lang } from '../../../worker/engine/contract';

/** The push toggle's words (they load with it). */
export const PUSH_WORDS = {
  label: { en: 'Notify me on this device', fr: 'M’avertir sur cet appareil', de: 'Auf diesem Gerät benachrichtigen' },
  on: {
    en: 'On: this browser shows a notification for the events you chose (at most one per match and kind every 10 minutes).',
    fr: 'Activé : ce navigateur affiche une notification pour les événements choisis (une au plus par partie et par sorte toutes les 10 minutes).',
    de: 'An: Dieser Browser zeigt eine Benachrichtigung zu den gewählten Ereignissen (höchstens eine pro Partie und Art alle 10 Minuten).',
  },
  off: { en: 'Off on this device.', fr: 'Désactivé sur cet appareil.', de: 'Auf diesem Gerät aus.' },
  unsupported: {
    en: 'This browser cannot show push notifications (on an iPhone or iPad, add the site to the home screen first).',
    fr: 'Ce navigateur ne peut pas afficher de notifications (sur iPhone ou iPad, ajoutez d’abord le site à l’écran d’accueil).',
    de: 'Dieser Browser kann keine Benachrichtigungen anzeigen (auf iPhone oder iPad die Seite zuerst zum Home-Bildschirm hinzufügen).',
  },
  denied: {
    en: 'Notifications are blocked for this site in the browser’s settings: allow them there, then come back.',
    fr: 'Les notifications sont bloquées pour ce site dans les réglages du navigateur : autorisez-les là, puis revenez.',
    de: 'Benachrichtigungen sind für diese Seite in den Browsereinstellungen blockiert: dort erlauben, dann zurückkommen.',
  },
  unavailable: { en: 'Notifications are not set up on this server.', fr: 'Les notifications ne sont pas configurées sur ce serveur.', de: 'Benachrichtigungen sind auf diesem Server nicht eingerichtet.' },
  failed: { en: 'That did not work:', fr: 'Cela n’a pas marché :', de: 'Das hat nicht geklappt:' },
  turnOn: { en: 'Turn on', fr: 'Activer', de: 'Einschalten' },
  turnOff: { en: 'Turn off', fr: 'Désactiver', de: 'Ausschalten' },
} satisfies Record<string, Record<Lang, string>>;
