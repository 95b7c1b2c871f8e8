import type { ReactNode } from 'react';

/**
 * Typography for running text written as plain elements (a legal notice's JSX, a blog article's HTML): the
 * site has no typography plugin, so the few elements prose uses are styled from their container.
 */
export const proseClasses = [
  'max-w-none text-base leading-7',
  '[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:scroll-mt-20 [&_h2]:font-bold [&_h2]:text-2xl [&_h2]:leading-tight',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-xl',
  '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_a]:break-words',
  '[&_blockquote]:border-border [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_pre]:overflow-x-auto [&_strong]:font-semibold',
  '[&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-border [&_td]:p-2',
  '[&_th]:border [&_th]:border-border [&_th]:p-2 [&_th]:text-left',
].join(' ');

export interface DocumentSection {
  /** The section's anchor, linked from the index. */
  id: string;
  heading: string;
  body: ReactNode;
}

/** A long text in sections (the privacy notice, the terms): title, date, an index, then each section. */
export function DocumentPage({
  heading,
  lead,
  updated,
  sections,
}: {
  heading: string;
  lead: ReactNode;
  updated: string;
  sections: DocumentSection[];
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <header className="flex flex-col gap-3">
        <h1 className="font-bold text-4xl tracking-tight">{heading}</h1>
        <p className="text-muted-foreground text-sm">{updated}</p>
        <div className="text-lg">{lead}</div>
      </header>
      <nav aria-labelledby="indice-titulo" className="mt-8 rounded-lg border border-border bg-card p-5">
        <h2 id="indice-titulo" className="mb-3 font-semibold text-lg">
          Índice
        </h2>
        <ol className="list-decimal space-y-1 pl-6">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary underline underline-offset-2">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={proseClasses}>
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.heading}</h2>
            {section.body}
          </section>
        ))}
      </div>
    </article>
  );
}
