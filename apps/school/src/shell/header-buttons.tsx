import { appPaths } from '@aula/domain';
import { Button } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { LogOutIcon, SettingsIcon } from 'lucide-react';
import { Link } from 'react-router';

/*
 * The header's text buttons. On a phone they keep their icon and hide their words from the eye only (the
 * name stays for screen readers and tests), so the header takes two short rows instead of three tall ones.
 */

const WORDS = 'max-sm:sr-only';

/**
 * 'Configuración' in the headers that have no user menu (teacher and student): a plain link beside
 * 'Cerrar sesión', which stays where the spec puts it.
 */
export function SettingsLink() {
  const { t } = useLingui();
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={appPaths.settings}>
        <SettingsIcon aria-hidden="true" />
        <span className={WORDS}>{t`Configuración`}</span>
      </Link>
    </Button>
  );
}

/** 'Cerrar sesión' in every header without a user menu. */
export function SignOutButton({ onClick }: { onClick: () => void }) {
  const { t } = useLingui();
  return (
    <Button type="button" variant="ghost" size="sm" onClick={onClick}>
      <LogOutIcon aria-hidden="true" />
      <span className={WORDS}>{t`Cerrar sesión`}</span>
    </Button>
  );
}
