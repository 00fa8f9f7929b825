/*
 * Search of the rules reference, for /rules/search/ (and /fr/…, /de/…) only: the rule pages
 * themselves ship no JavaScript. Loads the language's static index (the list's data-index), then
 * matches every word of the query (accents and case ignored, word prefixes allowed) against each
 * rule's title, summary, id and text, ranks the hits and shows them with a snippet.
 * ?q=… pre-fills the query and ?game=… restricts it to one game, so a search can be linked.
 */
(function () {
  'use strict';
  var list = document.getElementById('rules-search-results');
  var form = document.getElementById('rules-search-form');
  var input = document.getElementById('rules-search-q');
  var gameSelect = document.getElementById('rules-search-game');
  var status = document.getElementById('rules-search-status');
  if (!list || !form || !input) return;

  /** Fold one character: lower case, accents removed, ß → ss, œ → oe, æ → ae. */
  function foldChar(ch) {
    var c = ch.toLowerCase();
    if (c === 'ß') return 'ss';
    if (c === 'œ') return 'oe';
    if (c === 'æ') return 'ae';
    return c.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  }
  /** The folded text and, for each folded character, the index of the original character. */
  function foldWithMap(text) {
    var out = '';
    var map = [];
    for (var i = 0; i < text.length; i++) {
      var f = foldChar(text[i]);
      for (var k = 0; k < f.length; k++) map.push(i);
      out += f;
    }
    map.push(text.length);
    return { text: out, map: map };
  }
  function fold(text) { return foldWithMap(text).text; }
  function terms(query) {
    return fold(query).split(/[^\p{L}\p{N}]+/u).filter(function (t) { return t.length > 0; });
  }
  function escapeRe(s) { return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'); }
  /** Occurrences of a term at the start of a word. */
  function count(hay, term) {
    var re = new RegExp('(^|[^\\p{L}\\p{N}])' + escapeRe(term), 'gu');
    var n = 0;
    while (re.exec(hay)) n++;
    return n;
  }

  var index = null;
  var loading = null;
  function load() {
    if (!loading) {
      loading = fetch(list.dataset.index, { credentials: 'omit' })
        .then(function (r) { if (!r.ok) throw new Error('HTTP ' + r.status); return r.json(); })
        .then(function (data) {
          index = data.entries.map(function (e) {
            var text = foldWithMap(e.text);
            return { e: e, title: fold(e.title), summary: fold(e.summary || ''), id: fold(e.id.replace(/[/-]/g, ' ')), section: fold(e.section || ''), text: text };
          });
          return index;
        });
    }
    return loading;
  }

  function score(item, ts) {
    var total = 0;
    for (var i = 0; i < ts.length; i++) {
      var t = ts[i];
      var s = count(item.title, t) * 12 + count(item.id, t) * 6 + count(item.summary, t) * 4 + count(item.section, t) * 2 + Math.min(count(item.text.text, t), 5);
      if (s === 0) return 0;
      total += s;
    }
    return total;
  }

  /** A piece of the rule's text around the first matched word, with the matches marked. */
  function snippet(item, ts) {
    var folded = item.text.text;
    var original = item.e.text;
    var first = -1;
    for (var i = 0; i < ts.length; i++) {
      var re = new RegExp('(^|[^\\p{L}\\p{N}])' + escapeRe(ts[i]), 'u');
      var m = re.exec(folded);
      if (m) {
        var at = m.index + m[1].length;
        if (first < 0 || at < first) first = at;
      }
    }
    var frag = document.createDocumentFragment();
    if (first < 0) { frag.appendChild(document.createTextNode(original.slice(0, 180) + (original.length > 180 ? ' …' : ''))); return frag; }
    var startF = Math.max(0, first - 80);
    var endF = Math.min(folded.length, first + 160);
    // Start and end on word boundaries.
    if (startF > 0) { var sp = folded.indexOf(' ', startF); if (sp >= 0 && sp < first) startF = sp + 1; }
    if (endF < folded.length) { var ep = folded.lastIndexOf(' ', endF); if (ep > first) endF = ep; }
    var start = item.text.map[startF];
    var end = item.text.map[endF];
    // Mark every term occurrence inside the window.
    var marks = [];
    ts.forEach(function (t) {
      var re = new RegExp('(^|[^\\p{L}\\p{N}])' + escapeRe(t), 'gu');
      var m;
      re.lastIndex = startF;
      while ((m = re.exec(folded)) && m.index < endF) {
        var s = m.index + m[1].length;
        marks.push([item.text.map[s], item.text.map[s + t.length]]);
      }
    });
    marks.sort(function (a, b) { return a[0] - b[0]; });
    var pos = start;
    if (start > 0) frag.appendChild(document.createTextNode('… '));
    marks.forEach(function (mk) {
      if (mk[0] < pos || mk[1] > end) return;
      frag.appendChild(document.createTextNode(original.slice(pos, mk[0])));
      var mark = document.createElement('mark');
      mark.textContent = original.slice(mk[0], mk[1]);
      frag.appendChild(mark);
      pos = mk[1];
    });
    frag.appendChild(document.createTextNode(original.slice(pos, end) + (end < original.length ? ' …' : '')));
    return frag;
  }

  function render(query, game) {
    var ts = terms(query);
    list.textContent = '';
    if (ts.length === 0) { status.textContent = ''; return; }
    var hits = [];
    index.forEach(function (item) {
      if (game && item.e.game !== game) return;
      var s = score(item, ts);
      if (s > 0) hits.push({ item: item, s: s });
    });
    hits.sort(function (a, b) { return b.s - a.s || a.item.e.order - b.item.e.order; });
    status.textContent = hits.length === 0 ? list.dataset.none : hits.length + ' ' + (hits.length === 1 ? list.dataset.one : list.dataset.many);
    hits.slice(0, 50).forEach(function (h) {
      var e = h.item.e;
      var li = document.createElement('li');
      li.dataset.rule = e.id;
      var a = document.createElement('a');
      a.href = e.url;
      a.textContent = e.title;
      var strong = document.createElement('strong');
      strong.appendChild(a);
      li.appendChild(strong);
      var where = document.createElement('div');
      where.className = 'where';
      where.textContent = [e.gameTitle, e.section, e.id].filter(Boolean).join(' · ');
      li.appendChild(where);
      var p = document.createElement('div');
      p.appendChild(snippet(h.item, ts));
      li.appendChild(p);
      list.appendChild(li);
    });
  }

  function current() {
    return { q: input.value, game: gameSelect ? gameSelect.value : '' };
  }
  function run(push) {
    var c = current();
    if (push) {
      var url = new URL(location.href);
      if (c.q) url.searchParams.set('q', c.q); else url.searchParams.delete('q');
      if (c.game) url.searchParams.set('game', c.game); else url.searchParams.delete('game');
      history.replaceState(null, '', url);
    }
    if (!index) status.textContent = list.dataset.loading;
    load().then(function () { render(c.q, c.game); }, function (err) { status.textContent = String(err); });
  }

  var params = new URLSearchParams(location.search);
  input.value = params.get('q') || '';
  if (gameSelect && params.get('game')) gameSelect.value = params.get('game');
  form.addEventListener('submit', function (ev) { ev.preventDefault(); run(true); });
  var timer = 0;
  input.addEventListener('input', function () { clearTimeout(timer); timer = setTimeout(function () { run(true); }, 120); });
  if (gameSelect) gameSelect.addEventListener('change', function () { run(true); });
  if (input.value) run(false); else load();
  input.focus();
})();
