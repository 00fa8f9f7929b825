/**
 * The wrangler.toml the tests run with: the project's own, copied into a fresh directory of its
 * own with its paths made absolute. Wrangler (under `wrangler dev` and under the vitest plugin
 * alike) reads `.dev.vars`, or else `.env`, from the directory of the config file it is given:
 * a developer's real secrets there would flow into the tests. In a directory that holds nothing
 * else, there are none to read.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';

/** Top-level or table keys whose value is a path relative to the config file. */
const PATH_KEYS = ['main', 'directory', 'migrations_dir'];

/** The config's text with every path key made absolute against `root`. */
export function withAbsolutePaths(toml: string, root: string): string {
  return toml.replace(new RegExp(`^(\\s*(?:${PATH_KEYS.join('|')})\\s*=\\s*)"([^"]*)"`, 'gm'), (line, key: string, path: string) =>
    isAbsolute(path) ? line : `${key}${JSON.stringify(resolve(root, path))}`);
}

/**
 * Writes `root`/wrangler.toml, paths absolute, into a new empty temporary directory and returns
 * the copy's path. Also tells wrangler not to fall back to `.env` files or the process environment.
 */
export function isolatedWranglerConfig(root: string = process.cwd()): string {
  process.env.CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV = 'false';
  delete process.env.CLOUDFLARE_INCLUDE_PROCESS_ENV;
  const dir = mkdtempSync(join(tmpdir(), 'tenka-config-'));
  const path = join(dir, 'wrangler.toml');
  writeFileSync(path, withAbsolutePaths(readFileSync(join(root, 'wrangler.toml'), 'utf8'), resolve(root)));
  return path;
}
