"""
Swap the first two arguments of every call to the named functions, in the files given:
w('key', lang) becomes w(lang, 'key'). It made the boards' word functions take the language first,
like the site's (docs/architecture.md, "Boards"); a branch still written the old way is brought
over by running it again on the files it changed, then `npm run typecheck` (a call left over is
a type error: a key is not a Lang).

    python3 scripts/codemods/word-args.py w,kitWord worker/games/nihon/ui/*.tsx ...

Calls are found by name (not after `.`), their arguments split at the top-level commas (strings,
template literals and brackets respected), nested calls turned too. A function definition written
`function w(key, lang)` is turned the same way; an arrow `const w = (key, lang) =>` is not.
"""
import re, sys
NAMES = sys.argv[1].split(',')
pat = re.compile(r'(?<![\w.$])(' + '|'.join(NAMES) + r')\(')

def skip_string(s, i):
    q = s[i]; i += 1
    while i < len(s):
        c = s[i]
        if c == '\\': i += 2; continue
        if q == '`' and s.startswith('${', i):
            i = skip_group(s, i + 1, '{', '}'); continue
        if c == q: return i + 1
        i += 1
    raise ValueError('unterminated string')

def skip_group(s, i, open_, close):
    # s[i] == open_; returns index after matching close
    depth = 0
    while i < len(s):
        c = s[i]
        if c in '\'"`': i = skip_string(s, i); continue
        if c in '([{': depth += 1
        elif c in ')]}':
            depth -= 1
            if depth == 0: return i + 1
        i += 1
    raise ValueError('unbalanced')

def split_args(s, start, end):
    args, depth, i, last = [], 0, start, start
    while i < end:
        c = s[i]
        if c in '\'"`': i = skip_string(s, i); continue
        if c in '([{': depth += 1
        elif c in ')]}': depth -= 1
        elif c == ',' and depth == 0:
            args.append(s[last:i]); last = i + 1
        i += 1
    args.append(s[last:end])
    return args

def transform(s):
    out, pos = [], 0
    while True:
        m = pat.search(s, pos)
        if not m: out.append(s[pos:]); break
        open_at = m.end() - 1
        close = skip_group(s, open_at, '(', ')')
        inner = s[open_at + 1:close - 1]
        args = [transform(a) for a in split_args(s, open_at + 1, close - 1)]
        out.append(s[pos:m.end()])
        if len(args) >= 2 and args[1].strip():
            a0, a1 = args[0], args[1]
            lead = a0[:len(a0) - len(a0.lstrip())]
            new = [lead + a1.strip(), ' ' + a0.strip()] + args[2:]
            out.append(','.join(new) + ')')
        else:
            out.append(','.join(args) + ')')
        pos = close
    return ''.join(out)

for f in sys.argv[2:]:
    src = open(f).read()
    new = transform(src)
    if new != src:
        open(f, 'w').write(new)
        print('changed', f)
