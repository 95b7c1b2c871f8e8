import { ChevronDownIcon, LogOutIcon, SettingsIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export interface UserMenuLabels {
  /** Accessible name of the trigger, e.g. 'Menú de usuario'. */
  menu: string;
  settings: string;
  logout: string;
}

export const defaultUserMenuLabels: UserMenuLabels = {
  menu: 'Menú de usuario',
  settings: 'Configuración',
  logout: 'Cerrar sesión',
};

export type UserMenuProps = Omit<ComponentProps<'button'>, 'children'> & {
  name: string;
  /** The role shown under the name, e.g. 'Administrador'. */
  roleLabel: string;
  onLogout: () => void;
  /** Without it the settings item is shown disabled (the spec gives it no action yet). */
  onSettings?: () => void;
  labels?: Partial<UserMenuLabels>;
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
  'flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none data-[disabled]:pointer-events-none data-[highlighted]:bg-muted data-[disabled]:opacity-60 [&_svg]:size-4';

/** The user's name and role; opens a menu with the settings item and 'Cerrar sesión'. */
export function UserMenu({
  name,
  roleLabel,
  onLogout,
  onSettings,
  labels: overrides,
  className,
  ...props
}: UserMenuProps) {
  const labels = { ...defaultUserMenuLabels, ...overrides };
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          data-slot="user-menu-trigger"
          className={cn(
            'flex items-center gap-2 rounded-md px-2 py-1.5 text-left outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
            className,
          )}
          {...props}
        >
          <span className="sr-only">{labels.menu}: </span>
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
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          data-slot="user-menu"
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-md border bg-card p-1 text-card-foreground shadow-md"
        >
          <DropdownMenu.Label className="px-2 py-1.5">
            <span className="block font-medium text-sm">{name}</span>
            <span className="block text-muted-foreground text-xs">{roleLabel}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClasses} disabled={!onSettings} onSelect={() => onSettings?.()}>
            <SettingsIcon aria-hidden="true" />
            {labels.settings}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={onLogout}>
            <LogOutIcon aria-hidden="true" />
            {labels.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
