import { cn } from '@aula/ui';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface NavItem {
  id: string;
  label: string;
  Icon: LucideIcon;
  search: string;
}

/**
 * The sidebar of the teacher pages: one link per section (the current one marked), plus extra links such
 * as 'Modo estudiante' or the way back to the panel. A column from 768 px on, a wrapping row below.
 */
export function SectionNav({
  label,
  items,
  current,
  footer,
}: {
  label: string;
  items: readonly NavItem[];
  current: string;
  footer?: ReactNode;
}) {
  return (
    <nav aria-label={label} className="grid content-start gap-3">
      <ul className="flex flex-wrap gap-1 md:grid md:gap-0.5">
        {items.map(({ id, label: text, Icon, search }) => {
          const active = id === current;
          return (
            <li key={id}>
              <Link
                to={{ search }}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-2.5 rounded-md px-3 py-2 font-medium text-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
                  active ? 'bg-primary text-primary-foreground hover:bg-primary/90' : 'hover:bg-muted',
                )}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {text}
              </Link>
            </li>
          );
        })}
      </ul>
      {footer ? <div className="grid gap-1 border-t pt-3">{footer}</div> : null}
    </nav>
  );
}

export const navLinkClass =
  'flex items-center gap-2.5 rounded-md px-3 py-2 font-medium text-sm outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring';
