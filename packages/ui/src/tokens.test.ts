import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Decision 055: components take every colour from the `--aula-*` tokens, and the tokens keep AA contrast.
const src = path.dirname(fileURLToPath(import.meta.url));
const css = readFileSync(path.join(src, 'styles.css'), 'utf8');

function tokensOf(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return new Map(
    [...block.matchAll(/(--aula-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1] as string, m[2] as string]),
  );
}

const themes = { light: tokensOf(':root'), dark: tokensOf('[data-theme="dark"]') };

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('design tokens', () => {
  it('gives every colour token a dark value', () => {
    const colours = [...themes.light.keys()].filter((name) => themes.light.get(name)?.startsWith('#'));
    expect(colours.length).toBeGreaterThan(40);
    expect(colours.filter((name) => !themes.dark.has(name))).toEqual([]);
  });

  for (const [theme, tokens] of Object.entries(themes)) {
    const colour = (name: string) => tokens.get(`--aula-${name}`) as string;

    it(`keeps 4.5:1 between each colour and its foreground (${theme})`, () => {
      const pairs = [...tokens.keys()]
        .filter((name) => name.endsWith('-foreground') && tokens.has(name.replace(/-foreground$/, '')))
        .map((name) => name.replace(/^--aula-|-foreground$/g, ''));
      expect(pairs.length).toBeGreaterThanOrEqual(15);
      for (const name of [...pairs, 'background']) {
        const fg = name === 'background' ? colour('foreground') : colour(`${name}-foreground`);
        expect(contrast(colour(name), fg), name).toBeGreaterThanOrEqual(4.5);
      }
      for (const surface of ['background', 'card', 'muted']) {
        expect(contrast(colour(surface), colour('muted-foreground')), surface).toBeGreaterThanOrEqual(4.5);
      }
    });

    it(`keeps chart series at 3:1 against the card (${theme})`, () => {
      for (const series of [1, 2, 3, 4, 5, 6]) {
        expect(contrast(colour(`chart-${series}`), colour('card'))).toBeGreaterThanOrEqual(3);
      }
    });
  }
});

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'docs' ? [] : sources(file);
    const component = /\.tsx?$/.test(entry.name) && !/\.(test|stories|i18n\.stories)\.tsx?$/.test(entry.name);
    return component && !entry.name.startsWith('story-fixtures') ? [file] : [];
  });
}

const PALETTE =
  /\b(?:bg|text|border|ring|fill|stroke|from|via|to|outline|decoration|divide|accent|caret|shadow)-(?:slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|white|black)\b/;
const LITERAL_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|oklch|oklab)\(/i;

describe('component sources', () => {
  it('use no colour outside the tokens', () => {
    const files = sources(src);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, where: `${path.relative(src, file)}:${index + 1}` }))
        .filter(({ line }) => PALETTE.test(line) || LITERAL_COLOUR.test(line))
        .map(({ where, line }) => `${where} ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
