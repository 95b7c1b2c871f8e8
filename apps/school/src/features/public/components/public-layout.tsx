import type { RenderLink } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useTheme } from '../../../theme';
import { ThemeToggle } from '../../../theme/theme-toggle/theme-toggle';
import { newsletter } from '../content/home';
import { copyright, footerGroups, navActions, navLinks, navMenus, socialLinks } from '../content/site';
import { Brand } from './brand';
import { Navbar } from './navbar/navbar';
import { NewsletterForm } from './newsletter-form/newsletter-form';
import { PublicLinkProvider } from './public-link';
import { SiteFooter } from './site-footer/site-footer';

export const MAIN_CONTENT_ID = 'contenido';

/**
 * The footer's double opt-in (decision 144). The API client is loaded at the first subscription, not with the
 * page: every public page carries this footer, the home page included, within its script budget.
 */
async function subscribe(email: string, honeypot: string): Promise<void> {
  const { subscribeToNewsletter } = await import('./newsletter-call');
  await subscribeToNewsletter(email, honeypot);
}

/** Every public page: skip link, navigation bar, the page, footer with the newsletter. */
export function PublicLayout({
  currentPath,
  renderLink,
  children,
}: {
  currentPath: string;
  renderLink: RenderLink;
  children: ReactNode;
}) {
  const [theme, setTheme] = useTheme();
  const { t } = useLingui();
  return (
    <PublicLinkProvider value={renderLink}>
      <div className="flex min-h-dvh flex-col bg-background text-foreground">
        <a
          href={`#${MAIN_CONTENT_ID}`}
          className="sr-only rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
        >
          {t`Saltar al contenido`}
        </a>
        <Navbar
          brand={<Brand />}
          links={navLinks()}
          menus={navMenus()}
          actions={navActions()}
          currentPath={currentPath}
          renderLink={renderLink}
          tools={<ThemeToggle theme={theme} onThemeChange={setTheme} />}
        />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter
          newsletter={
            <section aria-labelledby="boletin-titulo" className="grid gap-3">
              <h2 id="boletin-titulo" className="font-semibold text-lg">
                {t(newsletter.heading)}
              </h2>
              <p className="text-muted-foreground text-sm">{t(newsletter.text)}</p>
              <NewsletterForm
                onSubscribe={async (email, honeypot) => {
                  await subscribe(email, honeypot);
                  return t(newsletter.pending);
                }}
              />
            </section>
          }
          groups={footerGroups()}
          social={socialLinks()}
          copyright={copyright()}
          renderLink={renderLink}
        />
      </div>
    </PublicLinkProvider>
  );
}
