import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiRoot } from '../../src/paths';

/** The repository's deploy/ folder: what a school installs on its machine. */
export const DEPLOY_DIR = path.join(apiRoot, '../../deploy');

export const deployFile = (name: string) => readFile(path.join(DEPLOY_DIR, name), 'utf8');

export interface EnvFileLine {
  name: string;
  value: string;
  /** A line NAME=value; false for one shown commented out, "# NAME=value". */
  set: boolean;
}

/**
 * The settings of an environment file as systemd's EnvironmentFile= reads the set ones (a value may be
 * wrapped in double quotes), and the ones shown commented out with their default or an example.
 */
export function envFileLines(text: string): EnvFileLine[] {
  const lines: EnvFileLine[] = [];
  for (const line of text.split('\n')) {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (!match?.[2]) continue;
    const raw = match[3]?.trim() ?? '';
    const value = /^".*"$/.test(raw) ? raw.slice(1, -1) : raw;
    lines.push({ name: match[2], value, set: !match[1] });
  }
  return lines;
}

/** name → value of the lines chosen. */
export const envOf = (lines: EnvFileLine[]): Record<string, string> =>
  Object.fromEntries(lines.map((line) => [line.name, line.value]));

/** Section → its Key=value lines in order (a key such as Environment= may repeat). */
export function unitSections(text: string): Map<string, [string, string][]> {
  const sections = new Map<string, [string, string][]>();
  let current: [string, string][] | undefined;
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const section = /^\[(.+)\]$/.exec(line)?.[1];
    if (section) {
      current = [];
      sections.set(section, current);
      continue;
    }
    const equals = line.indexOf('=');
    if (!current || equals < 0) throw new Error(`Not a unit line: ${line}`);
    current.push([line.slice(0, equals).trim(), line.slice(equals + 1).trim()]);
  }
  return sections;
}

/**
 * `text` with each `from` replaced by its `to` everywhere, in order. A `from` the text lacks is an error, so a
 * changed file fails here rather than running with its production addresses.
 */
export function substitute(text: string, replacements: [from: string, to: string][]): string {
  return replacements.reduce((result, [from, to]) => {
    if (!result.includes(from)) throw new Error(`'${from}' is not in the file any more`);
    return result.replaceAll(from, to);
  }, text);
}
