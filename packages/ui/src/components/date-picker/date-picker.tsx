import { CalendarIcon } from 'lucide-react';
import {
  type ComponentProps,
  type ReactNode,
  type RefObject,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';
import { cn } from '../../lib/cn';
import { esDatePicker, esLocale } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';
import { buttonVariants } from '../button/button-variants';
import { Input } from '../input/input';
import { Calendar } from './calendar';
import { type CalendarLocale, calendarOf } from './calendar-month';
import {
  calendarDay,
  dayValue,
  formatDateText,
  formatDateTimeText,
  parseDateText,
  parseDateTimeText,
} from './date-text';
import { useAnchoredPopover } from './use-anchored-popover';

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
  /**
   * The calendar's language and first weekday: the strings' locale from Monday by default. A date-fns locale
   * (`enUS`) still fits; the names come from the browser's Intl for its `code`.
   */
  locale?: CalendarLocale;
};

export type DateTimePickerProps = Omit<DatePickerProps, 'value' | 'onChange'> & {
  /** 'aaaa-mm-ddThh:mm' (the value of the native datetime-local input it replaces), or ''. */
  value: string;
  onChange: (value: string) => void;
  /** The time a day typed alone or picked in the calendar gets when none is typed yet. */
  defaultTime?: string;
};

interface CalendarFieldProps extends DatePickerProps {
  placeholder: string;
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
  placeholder,
  locale,
  format,
  parse,
  pick,
  slot,
  disabled,
  className,
  onBlur,
  ...props
}: CalendarFieldProps) {
  const calendarLocale = useStrings('locale', esLocale);
  const labels = useStrings('datePicker', esDatePicker);
  const [open, setOpen] = useState(false);
  const calendarId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  // Closing after a choice or Escape puts focus back on the calendar button, as Radix's popover did.
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }, []);
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
        placeholder={placeholder}
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
          // A typed date is rewritten day first ('2026-12-05' → '05/12/2026').
          const parsed = parse(draft);
          if (parsed) setDraft(format(parsed));
          onBlur?.(event);
        }}
      />
      <button
        ref={trigger}
        type="button"
        disabled={disabled}
        aria-label={labels.openCalendar}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? calendarId : undefined}
        data-state={open ? 'open' : 'closed'}
        className={buttonVariants({ variant: 'outline', size: 'icon' })}
        onClick={() => setOpen(!open)}
      >
        <CalendarIcon aria-hidden="true" />
      </button>
      {open ? (
        <CalendarPopover id={calendarId} anchor={trigger} label={labels.calendar} onClose={close}>
          <Calendar
            locale={locale ?? calendarOf(calendarLocale)}
            selected={selected}
            min={first}
            defaultMonth={selected ?? first}
            onSelect={(day) => {
              const next = pick(dayValue(day));
              setDraft(format(next));
              setShownValue(next);
              onChange(next);
              close(true);
            }}
          />
        </CalendarPopover>
      ) : null}
    </div>
  );
}

/** The calendar's box: a non-modal dialog in the top layer, under the calendar button. */
function CalendarPopover({
  id,
  anchor,
  label,
  onClose,
  children,
}: {
  id: string;
  anchor: RefObject<HTMLButtonElement | null>;
  label: string;
  onClose: (returnFocus: boolean) => void;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useAnchoredPopover(box, anchor, onClose);
  return (
    <div
      ref={box}
      id={id}
      role="dialog"
      aria-label={label}
      popover="manual"
      className="fixed inset-auto m-0 overflow-visible rounded-lg border bg-background p-0 text-foreground shadow-lg outline-none"
    >
      {children}
    </div>
  );
}

/**
 * A day-first date field: type 'dd/mm/aaaa' or pick the day in a calendar in the strings' language (our own
 * month grid, names from the browser's Intl), whatever the browser's language, unlike the native date input. Keyboard: type the
 * date, or Tab to the calendar button, Enter, arrows to move, Enter to choose, Escape to close.
 */
export function DatePicker(props: DatePickerProps) {
  const { datePlaceholder } = useStrings('datePicker', esDatePicker);
  return (
    <CalendarField
      {...props}
      slot="date-picker"
      placeholder={datePlaceholder}
      format={formatDateText}
      parse={parseDateText}
      pick={(day) => day}
    />
  );
}

/**
 * A day-first date-and-time field: 'dd/mm/aaaa hh:mm' typed (a date alone takes `defaultTime`), or the day
 * picked in the calendar (keeping the typed time, or `defaultTime`). The value is a wall-clock time, as the native datetime-local input's was:
 * the form reads it in the teacher's time zone as before.
 */
export function DateTimePicker({ defaultTime = '23:59', ...props }: DateTimePickerProps) {
  const { dateTimePlaceholder } = useStrings('datePicker', esDatePicker);
  return (
    <CalendarField
      {...props}
      slot="date-time-picker"
      placeholder={dateTimePlaceholder}
      format={formatDateTimeText}
      parse={(text) => parseDateTimeText(text, defaultTime)}
      pick={(day) => `${day}T${parseDateTimeText(props.value)?.slice(11) ?? defaultTime}`}
    />
  );
}
