import { cn } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { ChevronDownIcon, LogOutIcon, SettingsIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useMenuButton } from '../../../shell/use-menu-button';

export type UserMenuProps = Omit<ComponentProps<'button'>, 'children'> & {
  name: string;
  /** The role shown under the name, e.g. 'Administrador'. */
  roleLabel: string;
  onLogout: () => void;
  /** Without it the settings item is shown disabled (the spec gives it no action yet). */
  onSettings?: () => void;
};

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

const itemClasses =
  'flex w-full cursor-default select-none items-center gap-2 rounded-sm px-2 py-2 text-left text-sm outline-none focus:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-60 [&_svg]:size-4';

/** The user's name and role; opens a menu with the settings item and 'Cerrar sesión'. */
export function UserMenu({ name, roleLabel, onLogout, onSettings, className, ...props }: UserMenuProps) {
  const { t } = useLingui();
  const { open, triggerProps, menuProps, itemProps } = useMenuButton();
  return (
    <div data-slot="user-menu-root" className="relative inline-flex h-fit">
      <button
        data-slot="user-menu-trigger"
        className={cn(
          'flex items-center gap-2 rounded-md px-2 py-1.5 text-left outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
          className,
        )}
        {...props}
        {...triggerProps}
      >
        <span className="sr-only">{t`Menú de usuario:`} </span>
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-primary font-semibold text-primary-foreground text-sm"
        >
          {initials(name)}
        </span>
        <span className="sr-only min-w-0 sm:not-sr-only sm:grid">
          <span className="truncate font-medium text-sm">{name}</span>
          <span className="text-muted-foreground text-xs">
            <span className="sr-only">, </span>
            {roleLabel}
          </span>
        </span>
        <ChevronDownIcon aria-hidden="true" className="size-4 text-muted-foreground" />
      </button>
      {open ? (
        <div
          data-slot="user-menu"
          className="absolute top-full right-0 z-50 mt-1.5 min-w-48 rounded-md border bg-card p-1 text-card-foreground shadow-md outline-none"
          {...menuProps}
        >
          <div className="px-2 py-1.5">
            <span className="block font-medium text-sm">{name}</span>
            <span className="block text-muted-foreground text-xs">{roleLabel}</span>
          </div>
          <hr className="-mx-1 my-1 h-px border-0 bg-border" />
          <button className={itemClasses} {...itemProps(onSettings, !onSettings)}>
            <SettingsIcon aria-hidden="true" />
            {t`Configuración`}
          </button>
          <button className={itemClasses} {...itemProps(onLogout)}>
            <LogOutIcon aria-hidden="true" />
            {t`Cerrar sesión`}
          </button>
        </div>
      ) : null}
    </div>
  );
}
