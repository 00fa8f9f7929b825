/** Table talk: public messages and private ones between seats (diplomacy). */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Lang } from '../../../../worker/engine/contract';
import { plural } from '../../../../worker/engine/plural';
import { t as ui } from '../../i18n/match';
import type { Message, Snapshot } from './types';
import { localTime, relativeTime } from '../time';

export function Messages({ snap, lang, messages, seatNames, mySeat, send, seenMessage }: {
  snap: Snapshot; lang: Lang; messages: Message[]; seatNames: string[]; mySeat: number | null; seenMessage: number | null;
  send: (text: string, to: number[] | null) => Promise<boolean>;
}) {
  const list = useRef<HTMLOListElement>(null);
  const [text, setText] = useState('');
  const [to, setTo] = useState('');
  useEffect(() => { if (list.current) list.current.scrollTop = list.current.scrollHeight; }, [messages.length]);
  const isNew = (m: Message) => seenMessage !== null && m.id > seenMessage && m.from !== mySeat;
  const unread = messages.filter(isNew).length;
  return (
    <div class="card">
      <h2>{ui(lang, 'messages.title')}{unread ? <span class="unread-count" id="unread-count"> ({plural(lang, unread, ui(lang, 'catchup.unread'))})</span> : null}</h2>
      <ol id="messages" ref={list} tabIndex={0} aria-label={ui(lang, 'messages.title')}>
        {messages.map((m) => (
          <li key={m.id} data-message={m.id} class={`${m.to ? 'private' : ''} ${isNew(m) ? 'new' : ''}`} title={localTime(m.at, lang)}>
            <strong>{m.from < 0 ? `${ui(lang, 'match.referee')} ${snap.referee ?? ''}` : seatNames[m.from] ?? '?'}</strong>
            {m.to ? <span class="muted">{` → ${m.to.map((s) => seatNames[s]).join(', ')} (${ui(lang, 'messages.private')})`}</span> : null}
            {': '}{m.text}
            <time class="when" dateTime={new Date(m.at).toISOString()}>{relativeTime(m.at, lang)}</time>
          </li>
        ))}
      </ol>
      {snap.you ? (
        <form id="message-form" onSubmit={async (e) => {
          e.preventDefault();
          if (!text.trim()) return;
          if (await send(text, to === '' ? null : [Number(to)])) setText('');
        }}>
          <label class="visually-hidden" for="message-to">{ui(lang, 'messages.to')}</label>
          <select id="message-to" value={to} onChange={(e) => setTo((e.currentTarget as HTMLSelectElement).value)}>
            <option value="">{ui(lang, 'messages.everyone')}</option>
            {snap.seats.filter((s) => s.seat !== mySeat && s.username).map((s) => <option key={s.seat} value={String(s.seat)}>{s.username}</option>)}
          </select>
          <label class="visually-hidden" for="message-text">{ui(lang, 'messages.placeholder')}</label>
          <input id="message-text" maxLength={2000} style="width:100%" placeholder={ui(lang, 'messages.placeholder')} value={text}
            onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)} />
          <button type="submit" class="secondary">{ui(lang, 'messages.send')}</button>
        </form>
      ) : null}
    </div>
  );
}
