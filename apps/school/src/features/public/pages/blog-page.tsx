import { articles } from '../blog/article-list';
import { articlePath } from '../blog/articles';
import { useRenderLink } from '../components/public-link';
import { blogPage } from '../content/blog';

/** /blog: every article, newest first, each a card with its title as the link. */
export function BlogPage() {
  const renderLink = useRenderLink();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10">
      <header className="flex flex-col gap-4">
        <h1 className="font-bold text-4xl tracking-tight">{blogPage.heading}</h1>
        <p className="text-lg text-muted-foreground">{blogPage.lead}</p>
      </header>
      <ul className="flex flex-col gap-6">
        {articles.map((article) => (
          <li key={article.slug}>
            <article className="flex flex-col gap-3 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm">
              <h2 className="font-bold text-2xl leading-tight">
                {renderLink({
                  href: articlePath(article.slug),
                  className: 'underline-offset-4 hover:underline',
                  children: article.title,
                })}
              </h2>
              <p className="text-muted-foreground text-sm">
                <time dateTime={article.date}>{article.dateLabel}</time> · {blogPage.byline(article.author)}
              </p>
              <p>{article.description}</p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
