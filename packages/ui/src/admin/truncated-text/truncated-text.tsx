import { Tooltip } from 'radix-ui';
import { type ComponentProps, useState } from 'react';
import { cn } from '../../lib/cn';
import { truncate } from './truncate';

export type TruncatedTextProps = Omit<ComponentProps<'span'>, 'children'> & {
  text: string;
  /** Characters shown before '...'. */
  max: number;
  /** Read before the full text in the tooltip's trigger, for screen readers. */
  fullTextLabel?: string;
};

/**
 * A text cut at `max` characters. When it is cut, the visible part is a button: hovering or focusing it shows
 * the whole text in a tooltip (which screen readers read as its description), and tapping it toggles the
 * tooltip on touch screens, where there is no hover.
 */
export function TruncatedText({
  text,
  max,
  fullTextLabel = 'ver texto completo',
  className,
  ...props
}: TruncatedTextProps) {
  const [open, setOpen] = useState(false);
  const cut = truncate(text, max);
  if (!cut.truncated) {
    return (
      <span data-slot="truncated-text" className={className} {...props}>
        {text}
      </span>
    );
  }
  return (
    <Tooltip.Provider delayDuration={300}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            data-slot="truncated-text"
            data-truncated=""
            className={cn(
              'cursor-help rounded-sm text-left underline decoration-dotted underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring',
              className,
            )}
            onClick={(event) => {
              // Radix closes the tooltip on click; a tap should open it instead.
              event.preventDefault();
              setOpen((current) => !current);
            }}
            {...(props as ComponentProps<'button'>)}
          >
            {cut.text}
            <span className="sr-only"> ({fullTextLabel})</span>
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            data-slot="truncated-text-tooltip"
            side="bottom"
            align="start"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-sm rounded-md border bg-card px-3 py-2 text-card-foreground text-sm leading-relaxed shadow-md"
          >
            {text}
            <Tooltip.Arrow className="fill-card" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
