import { Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';

interface AuthLayoutProps {
  /** The header link on the right: 'Registrarse' on login, 'Iniciar sesión' on registration. */
  headerLink?: { to: string; label: string; lead?: string };
  children: ReactNode;
}

/** Header with the logo, then the page's card centred; the card spans the full width under 640 px. */
export function AuthLayout({ headerLink, children }: AuthLayoutProps) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4">
          <Link
            to="/"
            className="flex items-center gap-2 rounded-md font-bold text-foreground text-xl outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <img src="/favicon.svg" alt="" width={28} height={28} />
            Aula
            <span className="sr-only"> - {t`Ir al inicio`}</span>
          </Link>
          {headerLink && (
            <p className="text-muted-foreground text-sm">
              {headerLink.lead && <span className="hidden sm:inline">{headerLink.lead} </span>}
              <Link to={headerLink.to} className={textLinkClass}>
                {headerLink.label}
              </Link>
            </p>
          )}
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center py-6 sm:items-center sm:px-4 sm:py-10">
        {children}
      </main>
    </div>
  );
}

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** For moving focus to the heading when the card's content is replaced (e.g. after registering). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The page's card; its title is the page's h1. */
export function AuthCard({ title, description, children, className, headingRef }: AuthCardProps) {
  return (
    <Card className={cn('w-full max-w-md border-x-0 max-sm:rounded-none sm:border-x', className)}>
      <CardHeader>
        <CardTitle asChild>
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl outline-none">
            {title}
          </h1>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}

/** A text link in the app's style (router links are not Buttons unless they act like one). */
export const textLinkClass =
  'rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:decoration-2 focus-visible:ring-2 focus-visible:ring-ring';
