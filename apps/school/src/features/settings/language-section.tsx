import { Alert } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { LanguageMenu } from '../../shell/language-menu';
import { useChangeAccountLocale } from '../../shell/use-change-account-locale';

/** 'Idioma': the header's choice, kept on the account so every device and e-mail follows it. */
export function LanguageSection() {
  const { t } = useLingui();
  const changeAccountLocale = useChangeAccountLocale();
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground">{t`Elige el idioma de la interfaz.`}</p>
        <LanguageMenu
          className="border border-border"
          onChosen={(locale) => changeAccountLocale.mutate(locale)}
        />
      </div>
      {changeAccountLocale.isError ? (
        <Alert variant="danger">{t`No se pudo guardar el idioma en tu cuenta. Inténtalo de nuevo.`}</Alert>
      ) : null}
    </div>
  );
}
