import { cn } from '@aula/ui';
import { type KeyboardEvent, useState } from 'react';
import { ChevronDownIcon } from '../../../../icons/site-icon';
import { useDisclosure } from '../disclosure/use-disclosure';

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqAccordionProps {
  items: FaqItem[];
  /** Level of the question headings, to fit the page's outline (an <h3> under a section's <h2> by default). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const NAVIGATION_KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End'];

/** The WAI-ARIA accordion's optional keys: arrows, Home and End move between the questions. */
function moveBetweenQuestions(event: KeyboardEvent<HTMLDivElement>) {
  if (!NAVIGATION_KEYS.includes(event.key)) return;
  const triggers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-slot="faq-trigger"]')];
  const current = triggers.indexOf(event.target as HTMLButtonElement);
  if (current === -1) return;
  event.preventDefault();
  const last = triggers.length - 1;
  const next = {
    ArrowDown: current === last ? 0 : current + 1,
    ArrowUp: current === 0 ? last : current - 1,
    Home: 0,
    End: last,
  }[event.key];
  triggers[next ?? current]?.focus();
}

/**
 * Frequently asked questions: one answer open at a time, all closed at first. Each question is a
 * disclosure button (Enter or Space toggles it) under a heading; its answer is a region named by the
 * question.
 */
export function FaqAccordion({ items, headingLevel = 3, className }: FaqAccordionProps) {
  const [openQuestion, setOpenQuestion] = useState<string | null>(null);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys pressed on the question buttons bubble here
    <div
      data-slot="faq-accordion"
      onKeyDown={moveBetweenQuestions}
      className={cn(
        'divide-y divide-border rounded-lg border border-border bg-card text-card-foreground',
        className,
      )}
    >
      {items.map((item) => (
        <FaqEntry
          key={item.question}
          item={item}
          headingLevel={headingLevel}
          open={openQuestion === item.question}
          onOpenChange={(open) => setOpenQuestion(open ? item.question : null)}
        />
      ))}
    </div>
  );
}

function FaqEntry({
  item,
  headingLevel,
  open,
  onOpenChange,
}: {
  item: FaqItem;
  headingLevel: 2 | 3 | 4;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const disclosure = useDisclosure({ open, onOpenChange });
  const triggerId = `${disclosure.contentProps.id}-question`;
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-slot="faq-item" data-state={disclosure.contentProps['data-state']}>
      <Heading className="font-medium text-base">
        <button
          {...disclosure.triggerProps}
          id={triggerId}
          data-slot="faq-trigger"
          className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        >
          {item.question}
          <ChevronDownIcon className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180" />
        </button>
      </Heading>
      {open && (
        <section
          {...disclosure.contentProps}
          aria-labelledby={triggerId}
          className="px-5 pb-4 text-muted-foreground"
        >
          <p>{item.answer}</p>
        </section>
      )}
    </div>
  );
}
