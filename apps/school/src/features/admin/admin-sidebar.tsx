import { Button, cn } from '@aula/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BarChart3Icon,
  BookOpenIcon,
  BriefcaseIcon,
  CircleCheckIcon,
  ClockIcon,
  FileUserIcon,
  MailIcon,
  MenuIcon,
  MessagesSquareIcon,
  NewspaperIcon,
  UsersIcon,
} from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Dialog, DialogContent, DialogTitle } from '../../shell/dialogs';
import {
  type AdminSectionId,
  GROUP_TITLES,
  SECTION_TITLES,
  SIDEBAR_BREAKPOINT_PX,
  SIDEBAR_GROUPS,
  sectionSearch,
} from './sections';

const ICONS: Record<AdminSectionId, typeof UsersIcon> = {
  'todos-los-usuarios': UsersIcon,
  'todos-los-cursos': BookOpenIcon,
  'cursos-activos': CircleCheckIcon,
  'cursos-pendientes': ClockIcon,
  estadisticas: BarChart3Icon,
  'ofertas-empleo': BriefcaseIcon,
  candidaturas: FileUserIcon,
  'mensajes-contacto': MailIcon,
  boletin: NewspaperIcon,
  mensajes: MessagesSquareIcon,
};

function SectionNav({ current, onNavigate }: { current: AdminSectionId; onNavigate?: () => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <nav aria-label={t`Secciones de administración`} className="grid gap-5">
      {SIDEBAR_GROUPS.map((group, index) => (
        <div key={group.title} className="grid gap-1.5">
          <p
            id={`${id}-${index}`}
            className="px-3 font-semibold text-muted-foreground text-xs uppercase tracking-wide"
          >
            {t(GROUP_TITLES[group.title])}
          </p>
          <ul aria-labelledby={`${id}-${index}`} className="grid gap-0.5">
            {group.sections.map((section) => {
              const Icon = ICONS[section];
              const active = section === current;
              return (
                <li key={section}>
                  <Link
                    to={{ search: sectionSearch(section) }}
                    aria-current={active ? 'page' : undefined}
                    onClick={onNavigate}
                    className={cn(
                      'flex items-center gap-2.5 rounded-md px-3 py-2 font-medium text-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
                      active ? 'bg-primary text-primary-foreground hover:bg-primary/90' : 'hover:bg-muted',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    {t(SECTION_TITLES[section])}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/**
 * Closes the mobile menu once the window is wide enough to show the sidebar (spec, "Business constants and
 * limits": 768 px).
 */
function useCloseWhenWide(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(`(min-width: ${SIDEBAR_BREAKPOINT_PX}px)`);
    if (wide.matches) close();
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) close();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, close]);
}

/** The sidebar beside the sections from 768 px on; below, a 'Menú' button that opens it as a drawer. */
export function AdminSidebar({ current }: { current: AdminSectionId }) {
  return (
    <aside className="hidden md:block">
      <div className="sticky top-4 rounded-lg border bg-card p-3 text-card-foreground">
        <SectionNav current={current} />
      </div>
    </aside>
  );
}

export function AdminMobileMenu({ current }: { current: AdminSectionId }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [close] = useState(() => () => setOpen(false));
  useCloseWhenWide(open, close);
  return (
    <div className="md:hidden">
      <Button
        type="button"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-expanded={open}
        aria-haspopup="dialog"
      >
        <MenuIcon aria-hidden="true" />
        <Trans>
          Menú<span className="sr-only"> de secciones</span>
        </Trans>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined} side="left">
          <DialogTitle className="pr-8">{t`Administración`}</DialogTitle>
          <SectionNav current={current} onNavigate={close} />
        </DialogContent>
      </Dialog>
    </div>
  );
}
