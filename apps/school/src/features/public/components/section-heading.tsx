import type { ReactNode } from 'react';

/** A page section: centred width, vertical rhythm, an <h2> that names the section. */
export function Section({
  id,
  heading,
  intro,
  children,
  className = '',
}: {
  id: string;
  heading: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-titulo`;
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-20 py-14 ${className}`}>
      <div className="mx-auto max-w-6xl px-4">
        <div className="mb-8 text-center">
          <h2 id={headingId} className="font-bold text-3xl tracking-tight">
            {heading}
          </h2>
          {intro && <p className="mt-2 text-muted-foreground">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
