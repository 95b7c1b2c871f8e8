import { CalendarIcon } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type ComponentProps, useState } from 'react';
import { DayPicker, type Locale } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../button/button-variants';
import { Input } from '../input/input';
import {
  calendarDay,
  dayValue,
  formatDateText,
  formatDateTimeText,
  parseDateText,
  parseDateTimeText,
} from './date-text';

export interface DatePickerLabels {
  /** The calendar button's accessible name. */
  openCalendar: string;
  /** The calendar popup's accessible name. */
  calendar: string;
  /** Placeholder of the text box: the order in which to type. */
  placeholder: string;
}

export const defaultDatePickerLabels: DatePickerLabels = {
  openCalendar: 'Abrir calendario',
  calendar: 'Calendario',
  placeholder: 'dd/mm/aaaa',
};

export const defaultDateTimePickerLabels: DatePickerLabels = {
  openCalendar: 'Abrir calendario',
  calendar: 'Calendario',
  placeholder: 'dd/mm/aaaa hh:mm',
};

type PickerInputProps = Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'placeholder'
>;

export type DatePickerProps = PickerInputProps & {
  /** 'aaaa-mm-dd' (the value of the native date input it replaces), or '' when empty. */
  value: string;
  /**
   * Called with 'aaaa-mm-dd' once the text is a date; with the typed text otherwise ('' when emptied), so the
   * form's own validation reports it.
   */
  onChange: (value: string) => void;
  /** The first day that may be chosen, 'aaaa-mm-dd'. */
  min?: string;
  labels?: Partial<DatePickerLabels>;
  /** The calendar's language; Spanish (date-fns' es) by default. */
  locale?: Partial<Locale>;
};

export type DateTimePickerProps = Omit<DatePickerProps, 'value' | 'onChange'> & {
  /** 'aaaa-mm-ddThh:mm' (the value of the native datetime-local input it replaces), or ''. */
  value: string;
  onChange: (value: string) => void;
  /** The time a day picked in the calendar gets when none is typed yet. */
  defaultTime?: string;
};

const calendarClasses = {
  root: 'p-3',
  months: 'relative flex flex-col',
  month: 'grid gap-3',
  nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
  button_previous: cn(buttonVariants({ variant: 'ghost', size: null }), 'size-8 p-0'),
  button_next: cn(buttonVariants({ variant: 'ghost', size: null }), 'size-8 p-0'),
  chevron: 'size-4 fill-current',
  month_caption: 'flex h-8 items-center justify-center px-10',
  caption_label: 'font-medium text-sm first-letter:uppercase',
  month_grid: 'border-collapse',
  weekdays: 'flex',
  weekday: 'w-9 font-normal text-muted-foreground text-xs',
  week: 'mt-1 flex',
  day: 'size-9 p-0 text-center text-sm',
  day_button:
    'size-9 rounded-md outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none',
  selected: '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary/90',
  today: '[&>button]:font-semibold [&>button]:underline [&>button]:underline-offset-4',
  outside: 'text-muted-foreground',
  disabled: 'text-muted-foreground opacity-50',
  hidden: 'invisible',
};

interface CalendarFieldProps extends Omit<DatePickerProps, 'labels'> {
  labels: DatePickerLabels;
  format: (value: string) => string;
  parse: (text: string) => string | null;
  /** The value after a day is picked in the calendar. */
  pick: (day: string) => string;
  slot: string;
}

/** A text box that takes a typed date, and a button that opens a calendar beside it. */
function CalendarField({
  value,
  onChange,
  min,
  labels,
  locale = es,
  format,
  parse,
  pick,
  slot,
  disabled,
  className,
  onBlur,
  ...props
}: CalendarFieldProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(() => format(value));
  const [shownValue, setShownValue] = useState(value);
  // A value set from outside (a reset, a picked day) replaces the text, unless the text already says it.
  if (value !== shownValue) {
    setShownValue(value);
    if ((parse(draft) ?? draft.trim()) !== value) setDraft(format(value));
  }
  const selected = calendarDay(value);
  const first = min ? calendarDay(min) : undefined;
  return (
    <div data-slot={slot} className={cn('flex min-w-0 gap-2', className)}>
      <Input
        {...props}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={labels.placeholder}
        value={draft}
        disabled={disabled}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const next = parse(text) ?? text.trim();
          setShownValue(next);
          onChange(next);
        }}
        onBlur={(event) => {
          // A typed date is rewritten in the Spanish order ('2026-12-05' → '05/12/2026').
          const parsed = parse(draft);
          if (parsed) setDraft(format(parsed));
          onBlur?.(event);
        }}
      />
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          type="button"
          disabled={disabled}
          aria-label={labels.openCalendar}
          className={cn(buttonVariants({ variant: 'outline', size: 'icon' }), 'shrink-0')}
        >
          <CalendarIcon aria-hidden="true" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-label={labels.calendar}
            align="end"
            sideOffset={4}
            collisionPadding={8}
            className="z-50 rounded-lg border bg-background text-foreground shadow-lg outline-none"
          >
            <DayPicker
              mode="single"
              locale={locale}
              selected={selected}
              defaultMonth={selected ?? first}
              disabled={first ? { before: first } : undefined}
              autoFocus
              classNames={calendarClasses}
              onSelect={(day) => {
                if (!day) return;
                const next = pick(dayValue(day));
                setDraft(format(next));
                setShownValue(next);
                onChange(next);
                setOpen(false);
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}

/**
 * A Spanish date field: type 'dd/mm/aaaa' or pick the day in a Spanish calendar (react-day-picker with
 * date-fns' es locale), whatever the browser's language, unlike the native date input. Keyboard: type the
 * date, or Tab to the calendar button, Enter, arrows to move, Enter to choose, Escape to close.
 */
export function DatePicker({ labels, ...props }: DatePickerProps) {
  return (
    <CalendarField
      {...props}
      slot="date-picker"
      labels={{ ...defaultDatePickerLabels, ...labels }}
      format={formatDateText}
      parse={parseDateText}
      pick={(day) => day}
    />
  );
}

/**
 * A Spanish date-and-time field: 'dd/mm/aaaa hh:mm' typed, or the day picked in the calendar (keeping the
 * typed time, or `defaultTime`). The value is a wall-clock time, as the native datetime-local input's was:
 * the form reads it in the teacher's time zone as before.
 */
export function DateTimePicker({ labels, defaultTime = '23:59', ...props }: DateTimePickerProps) {
  return (
    <CalendarField
      {...props}
      slot="date-time-picker"
      labels={{ ...defaultDateTimePickerLabels, ...labels }}
      format={formatDateTimeText}
      parse={parseDateTimeText}
      pick={(day) => `${day}T${parseDateTimeText(props.value)?.slice(11) ?? defaultTime}`}
    />
  );
}
