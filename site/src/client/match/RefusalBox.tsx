/**
 * Why the last action was refused, in the reader's language: the error code's words and the
 * rule's title (from the rules' title list of that language); the server's own English sentence
 * only as a detail, marked as English.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Lang } from '../../../../worker/engine/contract';
import { localHref } from '../api';
import { t as ui } from '../../i18n/match';
import type { Refusal } from './types';
import { colon } from '../../../../worker/engine/colon';

const titles: Partial<Record<Lang, Promise<Record<string, string>>>> = {};
function ruleTitles(lang: Lang): Promise<Record<string, string>> {
  return (titles[lang] ??= fetch(localHref('/rules/titles.json')).then((r) => (r.ok ? r.json() : {})).catch(() => ({})));
}

export function RefusalBox({ refusal, lang }: { refusal: Refusal; lang: Lang }) {
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    setTitle(null);
    if (refusal.rule) ruleTitles(lang).then((t) => setTitle(t[refusal.rule!] ?? null));
  }, [refusal.rule, lang]);
  return (
    <div class="refusal" role="alert" id="refusal">
      <strong>{ui(lang, 'match.refused')}{colon(lang)}</strong>{refusal.message}{' '}
      {refusal.rule ? <a href={localHref(`/rules/${refusal.rule}/`)} id="refusal-rule" data-rule={refusal.rule}>§ {title ?? ui(lang, 'match.rule')}</a> : null}
      {refusal.detail ? (
        <details class="refusal-detail">
          <summary>{ui(lang, 'match.detailEnglish')}</summary>
          <span lang="en">{refusal.detail}</span>
        </details>
      ) : null}
    </div>
  );
}
