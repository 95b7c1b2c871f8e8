import { cn, type RenderLink, renderAnchor, siteButtonVariants } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode, useEffect, useId, useRef } from 'react';
import { ChevronDownIcon, MenuIcon, XIcon } from '../../../../icons/site-icon';
import { useDisclosure } from '../disclosure/use-disclosure';
import { isActivePath, isActiveSection } from './nav-active';

export interface NavLink {
  label: string;
  href: string;
}

/** A dropdown of links; it is highlighted while the current path is under `pathPrefix`. */
export interface NavMenu {
  label: string;
  pathPrefix: string;
  links: NavLink[];
}

export interface NavbarProps {
  /** The logo, linked to `homeHref`. Its text (or an image's alt) names the link, e.g. the school's name. */
  brand: ReactNode;
  homeHref?: string;
  links: NavLink[];
  menus: NavMenu[];
  /** Call to action links at the end ('Iniciar sesión', 'Registrarse'); the last one is the primary one. */
  actions: NavLink[];
  /** The page being shown; it decides which link and which dropdown are highlighted. */
  currentPath: string;
  renderLink?: RenderLink;
  /** Shown in the bar on every screen size, before the menu button (the theme toggle goes here). */
  tools?: ReactNode;
  className?: string;
}

const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

const barItem = cn(
  'inline-flex h-10 items-center gap-1 rounded-md px-3 font-medium text-foreground text-sm transition-colors hover:bg-muted',
  'aria-[current=page]:bg-secondary aria-[current=page]:text-primary data-[active=true]:bg-secondary data-[active=true]:text-primary',
  focusRing,
);

const menuItem = cn(
  'flex w-full rounded-sm px-3 py-2 text-foreground text-sm hover:bg-muted',
  'aria-[current=page]:bg-secondary aria-[current=page]:font-semibold aria-[current=page]:text-primary',
  focusRing,
);

function currentIf(active: boolean) {
  return active ? ('page' as const) : undefined;
}

/**
 * The site's top navigation. On wide screens (1024 px and up) the links, the dropdowns and the calls to
 * action sit in the bar; below that they fold into a panel that the menu button opens and closes.
 */
export function Navbar({
  brand,
  homeHref = '/',
  links,
  menus,
  actions,
  currentPath,
  renderLink = renderAnchor,
  tools,
  className,
}: NavbarProps) {
  const { t } = useLingui();
  const mobile = useDisclosure();
  const groupIdPrefix = useId();
  const closeMobile = () => mobile.setOpen(false);

  return (
    <header
      data-slot="navbar"
      className={cn('sticky top-0 z-40 border-border border-b bg-background', className)}
    >
      <nav
        aria-label={t`Principal`}
        className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-2"
      >
        {renderLink({
          href: homeHref,
          className: cn('mr-auto inline-flex h-11 items-center rounded-md lg:mr-4', focusRing),
          children: brand,
        })}

        <ul data-slot="navbar-links" className="hidden items-center gap-1 lg:flex">
          {links.map((link) => (
            <li key={link.href}>
              {renderLink({
                href: link.href,
                'aria-current': currentIf(isActivePath(currentPath, link.href)),
                className: barItem,
                children: link.label,
              })}
            </li>
          ))}
          {menus.map((menu) => (
            <li key={menu.label}>
              <NavDropdown menu={menu} currentPath={currentPath} renderLink={renderLink} />
            </li>
          ))}
        </ul>

        <div className="flex items-center gap-2 lg:ml-auto">
          {tools}
          <div data-slot="navbar-actions" className="hidden items-center gap-2 lg:flex">
            {actions.map((action, index) => (
              <Fragment key={action.href}>
                {renderLink({
                  href: action.href,
                  'aria-current': currentIf(isActivePath(currentPath, action.href)),
                  className: actionClass(index, actions.length),
                  children: action.label,
                })}
              </Fragment>
            ))}
          </div>
          <button
            {...mobile.triggerProps}
            data-slot="navbar-menu-button"
            aria-label={t`Menú`}
            className={cn(
              'inline-flex size-11 items-center justify-center rounded-md border border-border text-foreground hover:bg-muted lg:hidden',
              focusRing,
            )}
          >
            {mobile.open ? (
              <XIcon aria-hidden="true" className="size-5" />
            ) : (
              <MenuIcon aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>

        {mobile.open && (
          <div {...mobile.contentProps} data-slot="navbar-panel" className="basis-full pb-3 lg:hidden">
            <ul className="flex flex-col gap-1 border-border border-t pt-3">
              {links.map((link) => (
                <li key={link.href}>
                  {renderLink({
                    href: link.href,
                    'aria-current': currentIf(isActivePath(currentPath, link.href)),
                    className: menuItem,
                    onClick: closeMobile,
                    children: link.label,
                  })}
                </li>
              ))}
              {menus.map((menu, menuIndex) => {
                const headingId = `${groupIdPrefix}-group-${menuIndex}`;
                const active = isActiveSection(currentPath, menu.pathPrefix);
                return (
                  <li key={menu.label} className="pt-2">
                    <span
                      id={headingId}
                      data-active={active || undefined}
                      className="block px-3 pb-1 font-semibold text-muted-foreground text-xs uppercase tracking-wide data-[active=true]:text-primary"
                    >
                      {menu.label}
                    </span>
                    <ul aria-labelledby={headingId}>
                      {menu.links.map((link) => (
                        <li key={link.href}>
                          {renderLink({
                            href: link.href,
                            'aria-current': currentIf(isActivePath(currentPath, link.href)),
                            className: cn(menuItem, 'pl-6'),
                            onClick: closeMobile,
                            children: link.label,
                          })}
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
            <div className="mt-3 grid grid-cols-2 gap-2">
              {actions.map((action, index) => (
                <Fragment key={action.href}>
                  {renderLink({
                    href: action.href,
                    'aria-current': currentIf(isActivePath(currentPath, action.href)),
                    className: actionClass(index, actions.length),
                    onClick: closeMobile,
                    children: action.label,
                  })}
                </Fragment>
              ))}
            </div>
          </div>
        )}
      </nav>
    </header>
  );
}

/** The last call to action is the primary one ('Registrarse'); the others are outlined. */
function actionClass(index: number, count: number) {
  return cn(
    siteButtonVariants({ variant: index === count - 1 ? 'primary' : 'outline' }),
    'whitespace-nowrap',
  );
}

/**
 * A disclosure dropdown (the WAI-ARIA pattern for site navigation, rather than an application menu):
 * a button that shows a list of links. Escape closes it and returns focus to the button; so does moving
 * focus or clicking anywhere outside it.
 */
function NavDropdown({
  menu,
  currentPath,
  renderLink,
}: {
  menu: NavMenu;
  currentPath: string;
  renderLink: RenderLink;
}) {
  const { open, setOpen, triggerProps, contentProps } = useDisclosure();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const active = isActiveSection(currentPath, menu.pathPrefix);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open, setOpen]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving close the dropdown; the keys reach it from the button and links inside
    <div
      ref={rootRef}
      data-slot="navbar-dropdown"
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        triggerRef.current?.focus();
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        {...triggerProps}
        ref={triggerRef}
        data-active={active || undefined}
        className={cn(barItem, 'group')}
      >
        {menu.label}
        <ChevronDownIcon
          aria-hidden="true"
          className="size-4 transition-transform group-data-[state=open]:rotate-180"
        />
      </button>
      {open && (
        <div
          {...contentProps}
          className="absolute top-full left-0 z-50 mt-1 min-w-52 rounded-md border border-border bg-card p-1 text-card-foreground shadow-lg"
        >
          <ul>
            {menu.links.map((link) => (
              <li key={link.href}>
                {renderLink({
                  href: link.href,
                  'aria-current': currentIf(isActivePath(currentPath, link.href)),
                  className: menuItem,
                  onClick: () => setOpen(false),
                  children: link.label,
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
