/**
 * Mails for this match, per player: as in the account's settings, everything, only "your turn",
 * or none; and this browser's push notifications (on for every match, like the account's toggle). Loaded when the reader opens it (most never do): the page's weight stays the same.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Lang } from '../../../../worker/engine/contract';
import { api, localHref } from '../api';
import { PushToggle } from '../PushToggle';

/** This panel's words (kept here: they load with it, only when a player opens it). */
const WORDS = {
  choice: { en: 'Send me mails about this match', fr: 'M’envoyer des mails sur cette partie', de: 'Mir Mails zu dieser Partie schicken' },
  default: { en: 'as in my account settings', fr: 'selon les réglages de mon compte', de: 'wie in meinen Kontoeinstellungen' },
  all: { en: 'for everything', fr: 'pour tout', de: 'zu allem' },
  turn: { en: 'only when it is my turn (and at the end)', fr: 'seulement quand c’est à moi (et à la fin)', de: 'nur wenn ich am Zug bin (und am Ende)' },
  none: { en: 'never', fr: 'jamais', de: 'nie' },
  saved: { en: 'Saved.', fr: 'Enregistré.', de: 'Gespeichert.' },
  account: { en: 'My notification settings', fr: 'Mes réglages de notification', de: 'Meine Benachrichtigungseinstellungen' },
  discord: { en: 'Discord direct messages about this match', fr: 'Messages privés Discord sur cette partie', de: 'Discord-Direktnachrichten zu dieser Partie' },
  push: { en: 'Notifications on my devices for this match', fr: 'Notifications sur mes appareils pour cette partie', de: 'Benachrichtigungen auf meinen Geräten zu dieser Partie' },
} satisfies Record<string, Record<Lang, string>>;
const ui = (lang: Lang, key: `mail.${keyof typeof WORDS}`) => WORDS[key.slice(5) as keyof typeof WORDS][lang];

type Choice = 'default' | 'all' | 'turn' | 'none';
const ALL = { turn: true, deadline: true, phase: true, message: true, ended: true };
const BODY: Record<Exclude<Choice, 'default'>, unknown> = {
  all: { email: true, events: ALL },
  turn: { email: true, events: { turn: true, deadline: true, phase: false, message: false, ended: true } },
  none: { email: false },
};

type Override = { email?: boolean; push?: boolean; discord?: boolean; events?: Record<string, boolean> };

function choiceOf(o: Override | null): Choice {
  if (!o || (o.email === undefined && !o.events)) return 'default';
  if (o.email === false) return 'none';
  if (o.events && o.events.message === false && o.events.phase === false) return 'turn';
  return 'all';
}

export function MatchMail({ id, lang }: { id: string; lang: Lang }) {
  const [choice, setChoice] = useState<Choice | null>(null);
  // Pushes about this match: on (as the account says) or muted (override `push: false`).
  const [pushOn, setPushOn] = useState(true);
  // Discord DMs about this match: offered to a linked player on a server that sends them; muted by `discord: false`.
  const [dmOn, setDmOn] = useState(true);
  const [dmOffered, setDmOffered] = useState(false);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    api<{ override: Override | null }>('GET', `/api/me/notifications/${id}`).then((r) => {
      setChoice(r.ok ? choiceOf(r.body.override) : 'default');
      setPushOn(!(r.ok && r.body.override?.push === false));
      setDmOn(!(r.ok && r.body.override?.discord === false));
    });
    api<{ discord?: { dm?: string } }>('GET', '/api/me').then((r) => setDmOffered(r.ok && (r.body.discord?.dm === 'on' || r.body.discord?.dm === 'off')));
  }, [id]);
  if (choice === null) return <p class="muted">…</p>;
  // One override holds both: the mail choice and, when muted, `push: false`.
  const save = async (next: Choice, push: boolean, dm = dmOn) => {
    setChoice(next);
    setPushOn(push);
    setDmOn(dm);
    setSaved(false);
    const body = { ...(next === 'default' ? {} : BODY[next] as object), ...(push ? {} : { push: false }), ...(dm ? {} : { discord: false }) };
    const res = Object.keys(body).length ? await api('PUT', `/api/me/notifications/${id}`, body) : await api('DELETE', `/api/me/notifications/${id}`);
    setSaved(res.ok);
  };
  return (
    <div class="match-mail">
      <label for="match-mail-choice">{ui(lang, 'mail.choice')}</label>
      <select id="match-mail-choice" value={choice} onChange={(e) => save((e.currentTarget as HTMLSelectElement).value as Choice, pushOn)}>
        <option value="default">{ui(lang, 'mail.default')}</option>
        <option value="all">{ui(lang, 'mail.all')}</option>
        <option value="turn">{ui(lang, 'mail.turn')}</option>
        <option value="none">{ui(lang, 'mail.none')}</option>
      </select>
      <label><input type="checkbox" id="match-push-on" checked={pushOn} onChange={(e) => save(choice, (e.currentTarget as HTMLInputElement).checked)} /> {ui(lang, 'mail.push')}</label>
      {dmOffered ? <label><input type="checkbox" id="match-dm-on" checked={dmOn} onChange={(e) => save(choice, pushOn, (e.currentTarget as HTMLInputElement).checked)} /> {ui(lang, 'mail.discord')}</label> : null}
      <p class="muted" role="status">{saved ? ui(lang, 'mail.saved') : ''} <a href={localHref('/account/')}>{ui(lang, 'mail.account')}</a></p>
      <PushToggle lang={lang} id="match-push-toggle" />
    </div>
  );
}
