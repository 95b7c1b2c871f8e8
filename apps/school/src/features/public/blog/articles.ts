import type { RenderedArticle } from './article-source';

/*
 * The blog's articles: apps/school/content/blog/*.md, turned into modules at build time by
 * markdown-plugin.ts. Every public page ships the table of pages, so this module keeps to the articles'
 * addresses and a loader per article; their titles and dates are in article-list.ts, for the pages that
 * show them.
 */

const modules = import.meta.glob<RenderedArticle>('../../../../content/blog/*.md');

const loaders = new Map(
  Object.entries(modules).map(([file, load]) => [file.replace(/^.*\/|\.md$/g, ''), load]),
);

export const articleSlugs = [...loaders.keys()];

export const articlePath = (slug: string) => `/blog/${slug}`;

/** The article's metadata and HTML, rendered from Markdown at build time with raw HTML escaped. */
export async function loadArticle(slug: string): Promise<RenderedArticle> {
  const load = loaders.get(slug);
  if (!load) throw new Error(`No hay ningún artículo ${slug}`);
  const { meta, html } = await load();
  return { meta, html };
}
