import MarkdownIt from 'markdown-it';

/*
 * Build-time only: turns a blog article's Markdown file into its metadata and HTML. The Vite plugin
 * (markdown-plugin.ts) runs it while bundling, so the browser receives finished HTML and never a parser
 * (docs/decisions/145-blog-articles-in-markdown.md).
 */

export interface ArticleMeta {
  slug: string;
  title: string;
  description: string;
  /** ISO calendar day, YYYY-MM-DD: sorts as text. */
  date: string;
  /** The day in Spanish ('12 de marzo de 2026'), written at build so server and browser print the same. */
  dateLabel: string;
  author: string;
}

export interface RenderedArticle {
  meta: ArticleMeta;
  html: string;
}

const REQUIRED_FIELDS = ['title', 'description', 'date', 'author'] as const;

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/**
 * `html: false` is the safety of the whole blog: any raw HTML in an article (a <script>, an <img onerror>)
 * is escaped and shown as text. markdown-it's own link check drops javascript:, vbscript: and file: links,
 * and data: ones except images.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

export class ArticleError extends Error {
  constructor(file: string, problem: string) {
    super(`Artículo del blog ${file}: ${problem}`);
  }
}

/** The article's address: its file name without `.md`, lower-case letters, digits and hyphens only. */
export function slugOf(file: string): string {
  const name = file.split(/[\\/]/).pop() ?? '';
  const slug = name.replace(/\.md$/, '');
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*\.md$/.test(name)) {
    throw new ArticleError(file, 'el nombre del fichero solo puede tener minúsculas, cifras y guiones');
  }
  return slug;
}

function dateLabel(file: string, date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const day = match ? new Date(`${date}T00:00:00Z`) : undefined;
  if (!match || !day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) {
    throw new ArticleError(file, `la fecha «${date}» no es un día válido AAAA-MM-DD`);
  }
  return `${Number(match[3])} de ${MONTHS[Number(match[2]) - 1]} de ${match[1]}`;
}

/**
 * Front matter between two `---` lines, one `key: value` per line. Deliberately not YAML: four plain
 * strings need no parser, and a stricter format catches a mistyped key at build time.
 */
export function parseFrontMatter(
  file: string,
  source: string,
): { fields: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match?.[1]) throw new ArticleError(file, 'falta la cabecera entre dos líneas ---');
  const fields: Record<string, string> = {};
  for (const line of match[1].split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const pair = /^([a-z]+):\s*(.*)$/.exec(line);
    if (!pair?.[1] || pair[2] === undefined)
      throw new ArticleError(file, `línea de cabecera no válida: «${line}»`);
    const [, key, value] = pair;
    if (!(REQUIRED_FIELDS as readonly string[]).includes(key)) {
      throw new ArticleError(file, `campo desconocido «${key}»`);
    }
    fields[key] = value.trim();
  }
  for (const key of REQUIRED_FIELDS) {
    if (!fields[key]) throw new ArticleError(file, `falta el campo «${key}»`);
  }
  return { fields, body: source.slice(match[0].length) };
}

export function renderArticle(file: string, source: string): RenderedArticle {
  const { fields, body } = parseFrontMatter(file, source);
  const description = fields.description ?? '';
  if (description.length < 50 || description.length > 160) {
    throw new ArticleError(file, 'la descripción debe tener entre 50 y 160 caracteres');
  }
  const tokens = markdown.parse(body, {});
  // The page's <h1> is the title from the front matter; a second one would break the outline.
  if (tokens.some((token) => token.type === 'heading_open' && token.tag === 'h1')) {
    throw new ArticleError(file, 'los apartados empiezan en ## (el título ya es el encabezado principal)');
  }
  const date = fields.date ?? '';
  return {
    meta: {
      slug: slugOf(file),
      title: fields.title ?? '',
      description,
      date,
      dateLabel: dateLabel(file, date),
      author: fields.author ?? '',
    },
    html: markdown.renderer.render(tokens, markdown.options, {}),
  };
}
