import { type ComponentProps, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { esTruncatedText } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';
import { truncate } from './truncate';

const SIDE_OFFSET = 6;
const COLLISION_PADDING = 8;
const HOVER_DELAY = 300;
const LEAVE_GRACE = 100;

export type TruncatedTextProps = Omit<ComponentProps<'span'>, 'children'> & {
  text: string;
  /** Characters shown before '...'. */
  max: number;
  /** Read before the full text in the tooltip's trigger, for screen readers, when the page names what is cut. */
  fullTextLabel?: string;
};

/**
 * A text cut at `max` characters. When it is cut, the visible part is a button: hovering or focusing it shows
 * the whole text in a tooltip (which screen readers read as its description), and tapping it toggles the
 * tooltip on touch screens, where there is no hover. Escape dismisses it.
 *
 * The tooltip is a native manual popover (decision 110): it sits in the top layer, so a scrolling table cell
 * does not clip it, and it is placed under the trigger's start (above when only there it fits), kept inside
 * the viewport.
 */
export function TruncatedText({ text, max, fullTextLabel, className, ...props }: TruncatedTextProps) {
  const words = useStrings('truncatedText', esTruncatedText);
  const cut = truncate(text, max);
  if (!cut.truncated) {
    return (
      <span data-slot="truncated-text" className={className} {...props}>
        {text}
      </span>
    );
  }
  return (
    <TextWithTooltip
      text={text}
      shown={cut.text}
      fullTextLabel={fullTextLabel ?? words.fullText}
      className={className}
      {...props}
    />
  );
}

function TextWithTooltip({
  text,
  shown,
  fullTextLabel,
  className,
  ...props
}: Omit<TruncatedTextProps, 'max'> & { shown: string }) {
  const [open, setOpen] = useState(false);
  const tooltipId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const tooltip = useRef<HTMLSpanElement>(null);
  const arrow = useRef<SVGSVGElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A pointer press focuses the button before its click: the click decides, not the focus.
  const pressing = useRef(false);

  const later = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };
  const now = (next: boolean) => {
    clearTimeout(timer.current);
    setOpen(next);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  useLayoutEffect(() => {
    const element = tooltip.current;
    const anchor = trigger.current;
    if (!element || !anchor || typeof element.showPopover !== 'function') return;
    if (!open) {
      if (element.matches(':popover-open')) element.hidePopover();
      return;
    }
    if (!element.matches(':popover-open')) element.showPopover();
    const place = () => {
      const box = anchor.getBoundingClientRect();
      const width = element.offsetWidth;
      const maxLeft = window.innerWidth - width - COLLISION_PADDING;
      const left = Math.max(COLLISION_PADDING, Math.min(box.left, maxLeft));
      element.style.left = `${left}px`;
      // Below the text, or above it when only there it fits (as Radix flipped it).
      const height = element.offsetHeight;
      const below = box.bottom + SIDE_OFFSET;
      const above = box.top - SIDE_OFFSET - height;
      const fitsBelow = below + height <= window.innerHeight - COLLISION_PADDING;
      const side = fitsBelow || above < COLLISION_PADDING ? 'bottom' : 'top';
      element.dataset.side = side;
      element.style.top = `${side === 'bottom' ? below : above}px`;
      if (arrow.current) {
        const center = box.left + Math.min(box.width, width) / 2 - left;
        arrow.current.style.left = `${Math.max(12, Math.min(center, width - 12)) - 5}px`;
      }
    };
    place();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      clearTimeout(timer.current);
      setOpen(false);
    };
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        data-slot="truncated-text"
        data-truncated=""
        data-state={open ? 'open' : 'closed'}
        aria-describedby={tooltipId}
        className={cn(
          'cursor-help rounded-sm text-left underline decoration-dotted underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring',
          className,
        )}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') later(true, HOVER_DELAY);
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') later(false, LEAVE_GRACE);
        }}
        onPointerDown={() => {
          pressing.current = true;
        }}
        onFocus={() => {
          if (!pressing.current) now(true);
        }}
        onBlur={() => {
          pressing.current = false;
          now(false);
        }}
        onClick={() => {
          pressing.current = false;
          now(!open);
        }}
        {...(props as ComponentProps<'button'>)}
      >
        {shown}
        <span className="sr-only"> ({fullTextLabel})</span>
      </button>
      {/* Always in the DOM (hidden while closed) so aria-describedby names the full text. */}
      <span
        ref={tooltip}
        id={tooltipId}
        popover="manual"
        role="tooltip"
        data-slot="truncated-text-tooltip"
        onPointerEnter={() => clearTimeout(timer.current)}
        onPointerLeave={() => later(false, LEAVE_GRACE)}
        className="group fixed inset-auto m-0 max-w-sm overflow-visible rounded-md border bg-card px-3 py-2 text-card-foreground text-sm leading-relaxed shadow-md"
      >
        {text}
        <svg
          ref={arrow}
          aria-hidden="true"
          width={10}
          height={5}
          viewBox="0 0 30 10"
          preserveAspectRatio="none"
          className="absolute fill-card group-data-[side=top]:-bottom-[5px] group-data-[side=bottom]:-top-[5px] group-data-[side=bottom]:rotate-180"
        >
          <polygon points="0,0 30,0 15,10" />
        </svg>
      </span>
    </>
  );
}
