import { cn, type RenderLink, renderAnchor } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface FooterLinkGroup {
  heading: string;
  links: { label: string; href: string }[];
}

export interface SocialLink {
  /** The link's name for screen readers, e.g. 'Aula en Instagram'. */
  label: string;
  href: string;
  /** Decorative icon shown instead of the label. */
  icon: ReactNode;
}

export interface SiteFooterProps {
  /** The newsletter block (heading, text and form); shown first, above the links. */
  newsletter?: ReactNode;
  groups: FooterLinkGroup[];
  social: SocialLink[];
  /** e.g. '© 2025 Aula. Todos los derechos reservados.' */
  copyright: string;
  renderLink?: RenderLink;
  className?: string;
}

const focusRing =
  'rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-muted';

/** The site's footer: newsletter, groups of links, social networks and the copyright line. */
export function SiteFooter({
  newsletter,
  groups,
  social,
  copyright,
  renderLink = renderAnchor,
  className,
}: SiteFooterProps) {
  const { t } = useLingui();
  return (
    <footer
      data-slot="site-footer"
      className={cn('border-border border-t bg-muted text-foreground', className)}
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {newsletter && <div data-slot="site-footer-newsletter">{newsletter}</div>}
        <nav aria-label={t`Pie de página`} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {groups.map((group) => (
            <div key={group.heading}>
              <h2 className="mb-3 font-semibold text-sm uppercase tracking-wide">{group.heading}</h2>
              <ul className="grid gap-2 text-sm">
                {group.links.map((link) => (
                  <li key={link.href}>
                    {renderLink({
                      href: link.href,
                      className: cn('text-muted-foreground hover:text-foreground hover:underline', focusRing),
                      children: link.label,
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-border border-t">
        <div className="mx-auto flex max-w-6xl flex-col-reverse items-center justify-between gap-4 px-4 py-6 sm:flex-row">
          {/* The year comes from the clock: a page prerendered in another year hydrates with this year's. */}
          <p className="text-muted-foreground text-sm" suppressHydrationWarning>
            {copyright}
          </p>
          <ul aria-label={t`Redes sociales`} className="flex items-center gap-2">
            {social.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  title={link.label}
                  rel="noopener"
                  className={cn(
                    'inline-flex size-11 items-center justify-center text-muted-foreground hover:text-foreground [&_svg]:size-5',
                    focusRing,
                  )}
                >
                  <span className="sr-only">{link.label}</span>
                  <span aria-hidden="true">{link.icon}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
