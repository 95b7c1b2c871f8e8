import { COURSE_LEVELS, type CourseLevel } from '@aula/domain';
import type { ComponentProps } from 'react';
import { esLevel } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';
import { BadgeSpan } from '../badge-span';

/** The course levels (@aula/domain's), under the names the library has always published. */
export const LEVELS = COURSE_LEVELS;
export type Level = CourseLevel;

// A colour per level (spec section 9), from the `--aula-level-*` tokens (light and dark pairs with AA contrast).
const tone: Record<Level, string> = {
  A1: 'bg-level-a1 text-level-a1-foreground',
  A2: 'bg-level-a2 text-level-a2-foreground',
  B1: 'bg-level-b1 text-level-b1-foreground',
  B2: 'bg-level-b2 text-level-b2-foreground',
  C1: 'bg-level-c1 text-level-c1-foreground',
  C2: 'bg-level-c2 text-level-c2-foreground',
};

export type LevelBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  level: Level;
};

/**
 * A CEFR level, coloured per level.
 * `className` is appended without resolving conflicting utilities (no tailwind-merge: decision 052).
 */
export function LevelBadge({ level, className, ...props }: LevelBadgeProps) {
  const text = useStrings('level', esLevel);
  return (
    <BadgeSpan
      slot="level-badge"
      data-level={level}
      look={`font-semibold tabular-nums ${tone[level]}`}
      className={className}
      {...props}
    >
      <span className="sr-only">{text.prefix} </span>
      {level}
    </BadgeSpan>
  );
}
