import { clsx } from 'clsx';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { esDatePicker } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';
import { buttonVariants } from '../button/button-variants';
import {
  addDays,
  addMonths,
  type CalendarLocale,
  dayName,
  monthCaption,
  monthWeeks,
  sameDay,
  sameMonth,
  startOfMonth,
  startOfWeek,
  weekdayNames,
} from './calendar-month';
import { dayValue } from './date-text';

export interface CalendarProps {
  selected?: Date;
  /** Days before it are shown but cannot be chosen. */
  min?: Date;
  /** The month shown first (the selected day's, else `min`'s, else today's). */
  defaultMonth?: Date;
  locale: CalendarLocale;
  onSelect: (day: Date) => void;
}

const navButton = clsx(buttonVariants({ variant: 'ghost', size: null }), 'size-8 p-0');
const dayButton =
  'size-9 rounded-md outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none';

// The keys of the WAI-ARIA date grid: how far each moves the focused day.
const moves: Record<string, (day: Date, shift: boolean, weekStartsOn: CalendarLocale['options']) => Date> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  PageUp: (day, shift) => addMonths(day, shift ? -12 : -1),
  PageDown: (day, shift) => addMonths(day, shift ? 12 : 1),
  Home: (day, _shift, options) => startOfWeek(day, options?.weekStartsOn ?? 1),
  End: (day, _shift, options) => addDays(startOfWeek(day, options?.weekStartsOn ?? 1), 6),
};

/**
 * A month grid that chooses one day (the WAI-ARIA date picker's grid, as react-day-picker drew it): arrows move
 * by day and week, Page Up/Down by month (with Shift by year), Home/End to the week's ends, Enter or Space
 * chooses. One day is in the Tab order; focus goes to it when the calendar opens.
 */
export function Calendar({ selected, min, defaultMonth, locale, onSelect }: CalendarProps) {
  const labels = useStrings('datePicker', esDatePicker);
  const code = locale.code ?? 'es';
  const weekStartsOn = locale.options?.weekStartsOn ?? 1;
  const today = new Date();
  const [month, setMonth] = useState(() => startOfMonth(defaultMonth ?? today));
  const [focused, setFocused] = useState<Date | undefined>(undefined);
  const grid = useRef<HTMLTableElement>(null);
  const isDisabled = (day: Date) => min !== undefined && day < min;

  // The day in the Tab order: the one moved to, else the chosen day, today or the first that can be chosen.
  const inMonth = (day: Date | undefined) => day && sameMonth(day, month) && !isDisabled(day) && day;
  const weeks = monthWeeks(month, weekStartsOn);
  const firstEnabled = weeks.flat().find((day) => sameMonth(day, month) && !isDisabled(day));
  const tabbable = inMonth(focused) || inMonth(selected) || inMonth(today) || firstEnabled;

  // On opening, the day in the Tab order takes focus; after a key, the day moved to (maybe in another month).
  useEffect(() => {
    const target = focused ? `[data-day="${dayValue(focused)}"] > button` : 'button[tabindex="0"]';
    grid.current?.querySelector<HTMLButtonElement>(target)?.focus();
  }, [focused]);

  const onKeyDown = (event: KeyboardEvent, day: Date) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    let next = move(day, event.shiftKey, locale.options);
    // A day that cannot be chosen is skipped in the direction of the move, as react-day-picker did.
    const step = next < day ? -1 : 1;
    for (let tries = 0; isDisabled(next) && tries < 365; tries++) next = addDays(next, step);
    if (isDisabled(next)) return;
    setMonth(startOfMonth(next));
    setFocused(next);
  };

  const caption = monthCaption(month, code);
  return (
    <div className="p-3" lang={code}>
      <div className="relative flex flex-col">
        <nav
          aria-label={labels.navigation}
          className="absolute inset-x-0 top-0 flex items-center justify-between"
        >
          <button
            type="button"
            aria-label={labels.previousMonth}
            className={navButton}
            onClick={() => setMonth(addMonths(month, -1))}
          >
            <Chevron points="16 18.112 9.81111111 12 16 5.87733333 14.0888889 4 6 12 14.0888889 20" />
          </button>
          <button
            type="button"
            aria-label={labels.nextMonth}
            className={navButton}
            onClick={() => setMonth(addMonths(month, 1))}
          >
            <Chevron points="8 18.112 14.18888889 12 8 5.87733333 9.91111111 4 18 12 9.91111111 20" />
          </button>
        </nav>
        <div className="grid gap-3">
          <div className="flex h-8 items-center justify-center px-10">
            <span role="status" aria-live="polite" className="font-medium text-sm first-letter:uppercase">
              {caption}
            </span>
          </div>
          <table
            ref={grid}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date grid, as react-day-picker drew it.
            role="grid"
            aria-multiselectable="false"
            aria-label={caption}
            className="border-collapse"
          >
            <thead aria-hidden="true">
              <tr className="flex">
                {weekdayNames(code, weekStartsOn).map((weekday) => (
                  <th
                    key={weekday.long}
                    scope="col"
                    aria-label={weekday.long}
                    className="w-9 font-normal text-muted-foreground text-xs"
                  >
                    {weekday.short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]?.toDateString()} className="mt-1 flex">
                  {week.map((day) => {
                    const outside = !sameMonth(day, month);
                    const disabled = isDisabled(day);
                    const chosen = !outside && sameDay(day, selected);
                    const isToday = !outside && sameDay(day, today);
                    return (
                      // biome-ignore lint/a11y/useFocusableInteractive: its button is the focusable part of the cell.
                      <td
                        key={day.toDateString()}
                        data-day={dayValue(day)}
                        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the date grid.
                        role="gridcell"
                        aria-selected={chosen || undefined}
                        className={clsx(
                          'size-9 p-0 text-center text-sm',
                          chosen &&
                            '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary/90',
                          isToday &&
                            '[&>button]:font-semibold [&>button]:underline [&>button]:underline-offset-4',
                          outside && 'invisible text-muted-foreground',
                          disabled && 'text-muted-foreground opacity-50',
                        )}
                      >
                        {outside ? null : (
                          <button
                            type="button"
                            tabIndex={sameDay(day, tabbable) ? 0 : -1}
                            disabled={disabled}
                            aria-label={[
                              isToday ? `${labels.today}, ` : '',
                              dayName(day, code),
                              chosen ? `, ${labels.selected}` : '',
                            ].join('')}
                            className={dayButton}
                            onClick={() => onSelect(day)}
                            onKeyDown={(event) => onKeyDown(event, day)}
                          >
                            {day.getDate()}
                          </button>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}

function Chevron({ points }: { points: string }) {
  return (
    <svg aria-hidden="true" width={24} height={24} viewBox="0 0 24 24" className="size-4 fill-current">
      <polygon points={points} />
    </svg>
  );
}
