/**
 * The words of the Account page's personal API tokens (site/src/client/TokensPanel.tsx) in English,
 * French and German. Apart from account.ts: only a signed-in visitor's page loads them.
 */
import type { Lang } from './langs';

type Words = Record<Lang, string>;

export const TOKEN_WORDS = {
  title: { en: 'API tokens', fr: 'Jetons d’API', de: 'API-Tokens' },
  intro: {
    en: 'A token lets your own program (a bot, a script, a client) act for this account through the API, only within the scopes you give it. It can never change your password, address, tokens or sessions.',
    fr: 'Un jeton permet à votre propre programme (un bot, un script, un client) d’agir pour ce compte par l’API, seulement dans les droits que vous lui donnez. Il ne peut jamais changer votre mot de passe, votre adresse, vos jetons ni vos sessions.',
    de: 'Ein Token lässt dein eigenes Programm (einen Bot, ein Skript, einen Client) über die API für dieses Konto handeln, nur im Rahmen der Rechte, die du ihm gibst. Passwort, Adresse, Tokens und Sitzungen kann es nie ändern.',
  },
  name: { en: 'Name', fr: 'Nom', de: 'Name' },
  scopes: { en: 'Scopes', fr: 'Droits', de: 'Rechte' },
  'scope.read': { en: 'read: matches, moves, profiles', fr: 'lire : parties, coups, profils', de: 'lesen: Partien, Züge, Profile' },
  'scope.play': { en: 'play: send moves', fr: 'jouer : envoyer des coups', de: 'spielen: Züge senden' },
  'scope.chat': { en: 'chat: post messages', fr: 'discuter : écrire des messages', de: 'chatten: Nachrichten schreiben' },
  'scope.manage': { en: 'manage: open, join, leave and resign matches', fr: 'gérer : ouvrir, rejoindre, quitter et abandonner des parties', de: 'verwalten: Partien eröffnen, beitreten, verlassen und aufgeben' },
  create: { en: 'Make a token', fr: 'Créer un jeton', de: 'Token erstellen' },
  shownOnce: {
    en: 'Your new token, shown this once: copy it now and keep it like a password.',
    fr: 'Votre nouveau jeton, affiché cette seule fois : copiez-le maintenant et gardez-le comme un mot de passe.',
    de: 'Dein neues Token, nur dieses eine Mal angezeigt: Kopiere es jetzt und bewahre es wie ein Passwort auf.',
  },
  copy: { en: 'Copy', fr: 'Copier', de: 'Kopieren' },
  copied: { en: 'Copied', fr: 'Copié', de: 'Kopiert' },
  none: { en: 'No token yet.', fr: 'Aucun jeton pour l’instant.', de: 'Noch kein Token.' },
  made: { en: 'made {when}', fr: 'créé le {when}', de: 'erstellt am {when}' },
  used: { en: 'last used {when}', fr: 'utilisé le {when}', de: 'zuletzt benutzt am {when}' },
  unused: { en: 'never used', fr: 'jamais utilisé', de: 'nie benutzt' },
  revoke: { en: 'Revoke', fr: 'Révoquer', de: 'Widerrufen' },
  confirmRevoke: {
    en: 'Revoke the token “{name}”? Every program using it is refused at once, also in its matches under way. This cannot be undone.',
    fr: 'Révoquer le jeton « {name} » ? Tout programme qui l’utilise est refusé aussitôt, y compris dans ses parties en cours. C’est définitif.',
    de: 'Das Token „{name}“ widerrufen? Jedes Programm, das es nutzt, wird sofort abgewiesen, auch in laufenden Partien. Das lässt sich nicht rückgängig machen.',
  },
  pickScope: { en: 'Choose at least one scope.', fr: 'Choisissez au moins un droit.', de: 'Wähle mindestens ein Recht.' },
  more: { en: 'How to write a bot', fr: 'Écrire un bot', de: 'Einen Bot schreiben' },
} satisfies Record<string, Words>;

export type TokenWord = keyof typeof TOKEN_WORDS;
export const tw = (lang: Lang, key: TokenWord, vars: Record<string, string> = {}): string =>
  TOKEN_WORDS[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
