import type { ArticleMeta } from '../blog/article-source';
import { proseClasses } from '../components/document-page';
import { ArrowLeftIcon } from '../components/icons';
import { useRenderLink } from '../components/public-link';
import { blogPage } from '../content/blog';

/**
 * One article. `html` was rendered from the article's Markdown at build time with raw HTML escaped
 * (blog/article-source.ts): it holds only the markup Markdown itself makes, so it is inserted as it is.
 */
export function BlogArticlePage({ article, html }: { article: ArticleMeta; html: string }) {
  const renderLink = useRenderLink();
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      {renderLink({
        href: '/blog',
        className:
          'inline-flex items-center gap-2 self-start font-medium text-primary text-sm underline-offset-4 hover:underline',
        children: (
          <>
            <ArrowLeftIcon aria-hidden="true" className="size-4" />
            {blogPage.back}
          </>
        ),
      })}
      <header className="flex flex-col gap-3">
        <h1 className="font-bold text-4xl leading-tight tracking-tight">{article.title}</h1>
        <p className="text-muted-foreground">
          <time dateTime={article.date}>{article.dateLabel}</time> · {blogPage.byline(article.author)}
        </p>
        <p className="text-lg">{article.description}</p>
      </header>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered at build with HTML disabled */}
      <div className={proseClasses} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
