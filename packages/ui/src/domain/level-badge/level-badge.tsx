import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type Level = (typeof LEVELS)[number];

// A colour per level (spec section 9), light and dark pairs chosen for AA contrast.
const tone: Record<Level, string> = {
  A1: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  A2: 'bg-teal-100 text-teal-900 dark:bg-teal-900 dark:text-teal-100',
  B1: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  B2: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-900 dark:text-indigo-100',
  C1: 'bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100',
  C2: 'bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100',
};

export type LevelBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  level: Level;
  /** Read by screen readers before the level, e.g. "Nivel B2". */
  prefix?: string;
};

export function LevelBadge({ level, prefix = 'Nivel', className, ...props }: LevelBadgeProps) {
  return (
    <span
      data-slot="level-badge"
      data-level={level}
      className={cn(
        'inline-flex w-fit items-center rounded-md px-2 py-0.5 font-semibold text-xs tabular-nums',
        tone[level],
        className,
      )}
      {...props}
    >
      <span className="sr-only">{prefix} </span>
      {level}
    </span>
  );
}
