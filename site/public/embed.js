/*
 * Tenka rule cards for any web page.
 *
 *   <a data-rule="sengoku/war/reinforcements">reinforcements</a>
 *   <script src="https://<tenka host>/embed.js" defer></script>
 *
 * Every element with data-rule becomes a link to the rule's page (when it has no href) and shows a
 * card with the rule's text on hover or keyboard focus. Language: the element's data-lang, else the
 * script tag's data-lang, else the page's <html lang> when it is en/fr/de, else English.
 * The card's content comes from /embed/rules/<id>.json (/embed/fr/rules/…, /embed/de/rules/…) on the
 * host that served this script (needs CORS), and is rebuilt from an allow-list of tags in a shadow
 * root, so neither the host page's styles nor any markup can leak in or out. No cookies, no tracking.
 */
(function () {
  'use strict';
  if (window.__tenkaRuleCards) return;
  window.__tenkaRuleCards = true;

  var script = document.currentScript;
  var base = new URL(script && script.src ? script.src : '/', location.href);
  var origin = base.origin;
  var LANGS = ['en', 'fr', 'de'];
  var MORE = { en: 'Read the rule on Tenka', fr: 'Lire la règle sur Tenka', de: 'Regel auf Tenka lesen' };
  var FAIL = { en: 'This rule could not be loaded.', fr: 'Impossible de charger cette règle.', de: 'Diese Regel konnte nicht geladen werden.' };
  var ID = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

  function pickLang(el) {
    var tries = [el.getAttribute('data-lang'), script && script.getAttribute('data-lang'), document.documentElement.lang];
    for (var i = 0; i < tries.length; i++) {
      var l = (tries[i] || '').slice(0, 2).toLowerCase();
      if (LANGS.indexOf(l) >= 0) return l;
    }
    return 'en';
  }
  function prefix(lang) { return lang === 'en' ? '' : '/' + lang; }
  function pageUrl(id, lang) { return origin + prefix(lang) + '/rules/' + id + '/'; }
  function jsonUrl(id, lang) { return origin + '/embed' + prefix(lang) + '/rules/' + id + '.json'; }

  var cache = {};
  function fetchRule(id, lang) {
    var key = lang + ':' + id;
    if (!cache[key]) {
      cache[key] = fetch(jsonUrl(id, lang), { credentials: 'omit', mode: 'cors' }).then(function (r) {
        if (!r.ok) throw new Error('HTTP ' + r.status);
        return r.json();
      });
      cache[key].catch(function () { delete cache[key]; });
    }
    return cache[key];
  }

  // ---- Allow-listed copy of the rule's HTML ----
  var ALLOWED = { P: 1, UL: 1, OL: 1, LI: 1, STRONG: 1, EM: 1, B: 1, I: 1, CODE: 1, TABLE: 1, THEAD: 1, TBODY: 1, TR: 1, TH: 1, TD: 1, A: 1, BR: 1, BLOCKQUOTE: 1, H4: 1, H5: 1, SPAN: 1, DIV: 1, KBD: 1, SUP: 1, SUB: 1 };
  function copyAllowed(from, to) {
    for (var n = from.firstChild; n; n = n.nextSibling) {
      if (n.nodeType === 3) { to.appendChild(document.createTextNode(n.nodeValue)); continue; }
      if (n.nodeType !== 1) continue;
      if (!ALLOWED[n.tagName]) { if (n.tagName !== 'SCRIPT' && n.tagName !== 'STYLE' && n.tagName !== 'svg' && n.tagName !== 'SVG') copyAllowed(n, to); continue; }
      var el = document.createElement(n.tagName.toLowerCase());
      if (n.tagName === 'A') {
        var href = n.getAttribute('href') || '';
        var url;
        try { url = new URL(href, origin + '/'); } catch (_e) { url = null; }
        if (url && (url.protocol === 'https:' || url.protocol === 'http:')) {
          el.setAttribute('href', url.href);
          el.setAttribute('target', '_blank');
          el.setAttribute('rel', 'noopener');
        }
      }
      if ((n.tagName === 'TD' || n.tagName === 'TH') && n.getAttribute('colspan')) el.setAttribute('colspan', n.getAttribute('colspan'));
      copyAllowed(n, el);
      to.appendChild(el);
    }
  }
  function safeFragment(html) {
    var doc = new DOMParser().parseFromString('<body>' + html + '</body>', 'text/html');
    var frag = document.createDocumentFragment();
    copyAllowed(doc.body, frag);
    return frag;
  }

  // ---- The card ----
  var CSS = ':host{all:initial}' +
    '.card{position:absolute;z-index:2147483000;box-sizing:border-box;width:min(26rem,calc(100vw - 16px));max-height:min(24rem,70vh);overflow:auto;' +
    'background:#faf6ee;color:#1d1b19;border:1px solid #d9cfbf;border-top:4px solid #b22222;border-radius:8px;box-shadow:0 8px 28px rgba(0,0,0,.25);' +
    'padding:.7rem .9rem;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;text-align:left}' +
    '.where{font-size:11px;text-transform:uppercase;letter-spacing:.04em;color:#6b6258;margin:0}' +
    'h2{font-size:16px;margin:.1rem 0 .35rem}.summary{font-style:italic;margin:0 0 .4rem}' +
    'a{color:#b22222}p{margin:.35rem 0}ul,ol{margin:.35rem 0;padding-left:1.3rem}table{border-collapse:collapse;margin:.3rem 0}' +
    'td,th{border-bottom:1px solid #d9cfbf;padding:.15rem .4rem;text-align:left}' +
    '.more{display:block;border-top:1px solid #d9cfbf;margin-top:.5rem;padding-top:.4rem;font-size:13px}';
  var host = null, root = null, card = null, owner = null, hideTimer = 0, showTimer = 0;
  function ensureCard() {
    if (card) return;
    host = document.createElement('tenka-rule-card');
    root = host.attachShadow ? host.attachShadow({ mode: 'open' }) : host;
    var style = document.createElement('style');
    style.textContent = CSS;
    root.appendChild(style);
    card = document.createElement('div');
    card.className = 'card';
    card.setAttribute('role', 'tooltip');
    card.id = 'tenka-rule-card';
    card.hidden = true;
    card.addEventListener('mouseenter', function () { clearTimeout(hideTimer); });
    card.addEventListener('mouseleave', scheduleHide);
    root.appendChild(card);
    document.body.appendChild(host);
  }
  function place(el) {
    var r = el.getBoundingClientRect();
    var width = Math.min(416, document.documentElement.clientWidth - 16);
    var left = Math.max(8, Math.min(r.left + window.scrollX, window.scrollX + document.documentElement.clientWidth - width - 8));
    var below = r.bottom + 8;
    var spaceBelow = window.innerHeight - r.bottom;
    card.style.left = left + 'px';
    if (spaceBelow < 240 && r.top > spaceBelow) {
      card.style.top = '';
      card.style.top = Math.max(window.scrollY + 8, r.top + window.scrollY - 8 - Math.min(card.offsetHeight || 240, 384)) + 'px';
    } else {
      card.style.top = (below + window.scrollY) + 'px';
    }
  }
  function fill(data, lang, id) {
    card.textContent = '';
    var where = document.createElement('p');
    where.className = 'where';
    where.textContent = [data.gameTitle, data.section].filter(Boolean).join(' · ');
    var h = document.createElement('h2');
    h.textContent = data.title;
    card.appendChild(where);
    card.appendChild(h);
    if (data.summary) {
      var s = document.createElement('p');
      s.className = 'summary';
      s.textContent = data.summary;
      card.appendChild(s);
    }
    var body = document.createElement('div');
    body.appendChild(safeFragment(data.html || ''));
    card.appendChild(body);
    card.appendChild(moreLink(id, lang));
  }
  function moreLink(id, lang) {
    var more = document.createElement('a');
    more.className = 'more';
    more.href = pageUrl(id, lang);
    more.target = '_blank';
    more.rel = 'noopener';
    more.textContent = MORE[lang] + ' ↗';
    return more;
  }
  function show(el) {
    var id = el.getAttribute('data-rule');
    if (!id || !ID.test(id)) return;
    var lang = pickLang(el);
    ensureCard();
    clearTimeout(hideTimer);
    owner = el;
    el.setAttribute('aria-describedby', 'tenka-rule-card');
    fetchRule(id, lang).then(function (data) {
      if (owner !== el) return;
      fill(data, lang, id);
      card.hidden = false;
      place(el);
    }, function () {
      if (owner !== el) return;
      card.textContent = FAIL[lang];
      card.appendChild(moreLink(id, lang));
      card.hidden = false;
      place(el);
    });
  }
  function hide() {
    if (card) card.hidden = true;
    if (owner) owner.removeAttribute('aria-describedby');
    owner = null;
  }
  function scheduleHide() { clearTimeout(showTimer); clearTimeout(hideTimer); hideTimer = setTimeout(hide, 250); }

  function ruleTarget(ev) {
    var t = ev.target;
    return t && t.closest ? t.closest('[data-rule]') : null;
  }
  function prepare(el) {
    var id = el.getAttribute('data-rule');
    if (el.tagName === 'A' && !el.getAttribute('href') && id && ID.test(id)) el.setAttribute('href', pageUrl(id, pickLang(el)));
  }
  function prepareAll(rootNode) {
    var els = (rootNode || document).querySelectorAll('a[data-rule]');
    for (var i = 0; i < els.length; i++) prepare(els[i]);
  }

  document.addEventListener('mouseover', function (ev) {
    var el = ruleTarget(ev);
    if (!el || (host && ev.composedPath && ev.composedPath().indexOf(host) >= 0)) return;
    prepare(el);
    if (el === owner) { clearTimeout(hideTimer); return; }
    clearTimeout(showTimer);
    showTimer = setTimeout(function () { show(el); }, 150);
  });
  document.addEventListener('mouseout', function (ev) {
    var el = ruleTarget(ev);
    if (el && (!ev.relatedTarget || !el.contains(ev.relatedTarget))) scheduleHide();
  });
  document.addEventListener('focusin', function (ev) { var el = ruleTarget(ev); if (el) { prepare(el); show(el); } });
  document.addEventListener('focusout', function (ev) { if (ruleTarget(ev)) scheduleHide(); });
  document.addEventListener('keydown', function (ev) { if (ev.key === 'Escape') hide(); });

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', function () { prepareAll(); });
  else prepareAll();
  window.TenkaRules = { refresh: prepareAll, pageUrl: pageUrl, jsonUrl: jsonUrl };
})();
