import type { ArticleMeta } from './article-source';

/** Every article's metadata (not its text), newest first: for the blog's list and the page titles. */
export const articles: ArticleMeta[] = Object.values(
  import.meta.glob<ArticleMeta>('../../../../content/blog/*.md', {
    query: '?meta',
    import: 'default',
    eager: true,
  }),
).sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
