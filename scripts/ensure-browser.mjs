#!/usr/bin/env node
/**
 * Finds or brings the Chromium the browser tests drive (run by `npm test` as part of `pretest`).
 * In this order:
 *  1. $CHROMIUM_PATH, when it names an executable;
 *  2. `chromium` or `chromium-browser` on PATH, then /usr/bin/chromium;
 *  3. Debian's `chromium`, installed with apt-get when this is Debian and we are root;
 *  4. the Chromium shipped inside the npm package @sparticuz/chromium (pinned below), fetched with
 *     `npm pack` from the npm registry and unpacked once into node_modules/.cache/tenka-browser/.
 * No browser is ever downloaded from anywhere else.
 * TENKA_NO_SYSTEM_CHROMIUM=1 skips 2 and 3 (to check the fallback on a machine that has Chromium).
 *
 * Prints one line saying which browser is used and why, and writes the choice to
 * node_modules/.cache/tenka-browser/browser.json, which test/browser/server.ts reads.
 * Exit code 1 when no browser could be found or brought.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  accessSync, chmodSync, constants, createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync,
  renameSync, rmSync, writeFileSync,
} from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createBrotliDecompress, gunzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
export const CACHE = join(root, 'node_modules', '.cache', 'tenka-browser');
export const CHOICE = join(CACHE, 'browser.json');

/** The npm-shipped fallback: a headless Chromium for x64 Linux, brotli-compressed in the tarball. */
const NPM_PACKAGE = '@sparticuz/chromium@153.0.0';
const NPM_INTEGRITY = 'sha512-jiGWqSvPMdu4+P9TilYqAR7yEGPEHINx+lCvE/NqNO/EHYzF/x1hUiI5T6ioVIt7dEy7n88byyT0vk+dnsgQwA==';

const noSystem = process.env.TENKA_NO_SYSTEM_CHROMIUM === '1';
const notes = [];

function isExecutable(p) {
  try { accessSync(p, constants.X_OK); return true; } catch { return false; }
}

/** "Chromium 156.0.8078.79" when the binary starts, null otherwise. */
function versionOf(exe) {
  const r = spawnSync(exe, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  const out = `${r.stdout ?? ''}`.trim().split('\n').pop() ?? '';
  return r.status === 0 && /\d+\.\d+/.test(out) ? out.replace(/\s+built on.*$/, '') : null;
}

function onPath(name) {
  for (const d of (process.env.PATH ?? '').split(delimiter)) {
    if (d && isExecutable(join(d, name))) return join(d, name);
  }
  return null;
}

function systemChromium() {
  const seen = new Set();
  for (const [exe, where] of [
    [onPath('chromium'), 'found on PATH'],
    [onPath('chromium-browser'), 'found on PATH'],
    ['/usr/bin/chromium', 'at /usr/bin/chromium'],
  ]) {
    if (!exe || seen.has(exe) || !isExecutable(exe)) continue;
    seen.add(exe);
    const version = versionOf(exe);
    if (version) return { exe, version, why: `the system's, ${where}` };
    notes.push(`${exe} does not start`);
  }
  return null;
}

/** Debian's chromium with apt-get, when we can: Debian, root, apt-get present. */
function aptChromium() {
  let osId = '';
  try { osId = /^ID=(.*)$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1]?.replace(/"/g, '') ?? ''; } catch { /* not Linux */ }
  if (osId !== 'debian') { notes.push(`apt-get not tried (${osId ? `${osId}, not Debian` : 'not Debian'})`); return null; }
  if (process.getuid?.() !== 0) { notes.push('apt-get not tried (not root)'); return null; }
  if (!onPath('apt-get')) { notes.push('apt-get not tried (no apt-get)'); return null; }
  console.log('browser tests: no Chromium found; installing Debian\'s chromium with apt-get …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
    const r = spawnSync('apt-get', args, { env, encoding: 'utf8', timeout: 900_000 });
    if (r.status !== 0) {
      const tail = `${r.stderr ?? ''}${r.stdout ?? ''}`.trim().split('\n').slice(-3).join(' | ');
      notes.push(`apt-get ${args[0]} failed${tail ? `: ${tail}` : ''}`);
      return null;
    }
  }
  const found = onPath('chromium') ?? (isExecutable('/usr/bin/chromium') ? '/usr/bin/chromium' : null);
  const version = found && versionOf(found);
  if (!version) { notes.push('apt-get installed chromium but it does not start'); return null; }
  return { exe: found, version, why: 'Debian\'s, installed just now with apt-get' };
}

/** Regular files of a tar archive (ustar, with pax long names), as [name, Buffer] pairs. */
function* tarEntries(buf) {
  let paxPath = null;
  for (let off = 0; off + 512 <= buf.length;) {
    const h = buf.subarray(off, off + 512);
    if (h.every((b) => b === 0)) break;
    const str = (a, b) => h.subarray(a, b).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(str(124, 136).trim() || '0', 8);
    const type = String.fromCharCode(h[156] || 48);
    const prefix = h.subarray(257, 262).toString() === 'ustar' ? str(345, 500) : '';
    const name = paxPath ?? (prefix ? `${prefix}/${str(0, 100)}` : str(0, 100));
    const body = buf.subarray(off + 512, off + 512 + size);
    off += 512 + Math.ceil(size / 512) * 512;
    if (type === 'x') { paxPath = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(body.toString('utf8'))?.[1] ?? null; continue; }
    paxPath = null;
    if (type === '0' || type === '7') yield [name, body];
  }
}

async function unbrotli(data, file, mode = 0o644) {
  await pipeline(Readable.from([data]), createBrotliDecompress(), createWriteStream(file, { mode }));
}

/** The Chromium inside the npm package, unpacked once (into a staging folder, then renamed). */
async function npmChromium() {
  const [, name, version] = /^(@?[^@]+)@(.+)$/.exec(NPM_PACKAGE);
  const dir = join(CACHE, `${name.replace('@', '').replace('/', '-')}-${version}`);
  const exe = join(dir, 'chrome');
  if (!(existsSync(join(dir, '.complete')) && isExecutable(exe))) {
    if (process.platform !== 'linux' || process.arch !== 'x64') {
      notes.push(`${NPM_PACKAGE} ships Chromium for Linux x64 only, not ${process.platform} ${process.arch}`);
      return null;
    }
    console.log(`browser tests: no system Chromium; fetching ${NPM_PACKAGE} from the npm registry (about 70 MB, once) …`);
    const stage = `${dir}.tmp-${process.pid}`;
    rmSync(stage, { recursive: true, force: true });
    mkdirSync(stage, { recursive: true });
    try {
      const r = spawnSync('npm', ['pack', NPM_PACKAGE, '--pack-destination', stage, '--loglevel=error'], { encoding: 'utf8', timeout: 900_000 });
      const tgz = readdirSync(stage).find((f) => f.endsWith('.tgz'));
      if (r.status !== 0 || !tgz) { notes.push(`npm pack ${NPM_PACKAGE} failed: ${`${r.stderr ?? ''}`.trim().split('\n').pop()}`); return null; }
      const packed = readFileSync(join(stage, tgz));
      const integrity = `sha512-${createHash('sha512').update(packed).digest('base64')}`;
      if (integrity !== NPM_INTEGRITY) { notes.push(`${NPM_PACKAGE} does not match its pinned integrity`); return null; }
      rmSync(join(stage, tgz));
      const files = new Map(tarEntries(gunzipSync(packed)));
      await unbrotli(files.get('package/bin/chromium.br'), join(stage, 'chromium'), 0o755);
      // Its own NSS/NSPR/expat (so a machine without them still runs it) and a font (Open Sans).
      for (const [tarName, sub] of [['package/bin/al2023.tar.br', ''], ['package/bin/fonts.tar.br', 'fontconfig']]) {
        const tar = join(stage, 'tmp.tar');
        await unbrotli(files.get(tarName), tar);
        for (const [n, body] of tarEntries(readFileSync(tar))) {
          const out = join(stage, sub, n);
          mkdirSync(dirname(out), { recursive: true });
          writeFileSync(out, body, { mode: n.endsWith('.so') || /\.so\./.test(n) ? 0o755 : 0o644 });
        }
        rmSync(tar);
      }
      writeFileSync(join(stage, 'fontconfig', 'fonts.conf'), `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${join(dir, 'fontconfig', 'fonts')}</dir>
  <dir>/usr/share/fonts</dir>
  <dir>/usr/local/share/fonts</dir>
  <cachedir>${join(dir, 'fontconfig', 'cache')}</cachedir>
</fontconfig>
`);
      writeFileSync(exe.replace(dir, stage), `#!/bin/sh
# Chromium (headless shell) from the npm package ${NPM_PACKAGE}, with the libraries and font it ships.
d="${dir}"
LD_LIBRARY_PATH="$d/lib\${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" FONTCONFIG_PATH="$d/fontconfig" exec "$d/chromium" "$@"
`, { mode: 0o755 });
      writeFileSync(join(stage, '.complete'), `${NPM_PACKAGE}\n`);
      if (!existsSync(join(dir, '.complete'))) { // else another run finished first: keep its copy
        rmSync(dir, { recursive: true, force: true });
        renameSync(stage, dir);
      }
    } finally {
      rmSync(stage, { recursive: true, force: true });
    }
  }
  chmodSync(exe, 0o755);
  const v = versionOf(exe);
  if (!v) { notes.push(`the Chromium of ${NPM_PACKAGE} does not start (${exe})`); return null; }
  return { exe, version: v, why: `from the npm package ${NPM_PACKAGE}` };
}

async function choose() {
  const env = process.env.CHROMIUM_PATH;
  if (env) {
    const version = isExecutable(env) && versionOf(env);
    if (version) return { exe: env, version, why: 'from $CHROMIUM_PATH' };
    notes.push(`CHROMIUM_PATH=${env} is not a working Chromium`);
  }
  if (noSystem) notes.push('system Chromium ignored (TENKA_NO_SYSTEM_CHROMIUM=1)');
  else {
    const found = systemChromium();
    if (found) return found;
    notes.push('no chromium on PATH nor at /usr/bin/chromium');
    const installed = aptChromium();
    if (installed) return installed;
  }
  return npmChromium();
}

const started = Date.now();
const chosen = await choose();
mkdirSync(CACHE, { recursive: true });
if (!chosen) {
  rmSync(CHOICE, { force: true });
  console.error(`browser tests: no Chromium: ${notes.join('; ')}. Set CHROMIUM_PATH to a Chromium, or install Debian's chromium.`);
  process.exit(1);
}
writeFileSync(CHOICE, `${JSON.stringify({ executablePath: chosen.exe, version: chosen.version, why: chosen.why }, null, 2)}\n`);
const because = notes.length ? `; ${notes.join('; ')}` : '';
console.log(`browser tests: ${chosen.version}, ${chosen.why}${because} [${chosen.exe}, ${((Date.now() - started) / 1000).toFixed(1)}s]`);
