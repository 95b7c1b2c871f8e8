import { cn } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, useSyncExternalStore } from 'react';
import { useIntlLocale } from '../../../../i18n/locale-provider';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../../icons/site-icon';
import { type Teacher, TeacherCard } from '../teacher-card/teacher-card';
import { CAROUSEL_MAX_WINDOW, carouselWindowSize, windowIndices, wrapIndex } from './carousel-window';

export interface TeacherCarouselProps {
  teachers: Teacher[];
  className?: string;
}

/*
 * The window is sized by CSS, not by JavaScript: the carousel always renders the widest window (three
 * slides) and media queries hide the second under 768 px and the third under 992 px. So the prerendered
 * page already shows the right number of cards before any script runs, and nothing shifts on hydration.
 */
const SLOT_VISIBILITY = ['flex', 'hidden min-[768px]:flex', 'hidden min-[992px]:flex'];

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** How many cards the current width shows; the server (and hydration) assumes the widest window. */
function useWindowSize() {
  return useSyncExternalStore(
    subscribeToResize,
    () => carouselWindowSize(window.innerWidth),
    () => CAROUSEL_MAX_WINDOW,
  );
}

/** The teachers, a window of 1, 2 or 3 cards at a time, moved one card by the arrows and wrapping around. */
export function TeacherCarousel({ teachers, className }: TeacherCarouselProps) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const [start, setStart] = useState(0);
  const [moved, setMoved] = useState(false);
  const windowSize = useWindowSize();
  const slidesId = useId();
  const total = teachers.length;
  const slots = windowIndices(start, CAROUSEL_MAX_WINDOW, total);
  const inView = windowIndices(start, windowSize, total).map((index) => teachers[index]?.name ?? '');

  const move = (step: number) => {
    setStart((current) => wrapIndex(current + step, total));
    setMoved(true);
  };

  const arrow = cn(
    'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-border bg-card text-foreground shadow-sm transition-colors hover:bg-muted disabled:opacity-50',
    'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
  );

  return (
    <section
      aria-roledescription={t`carrusel`}
      aria-label={t`Profesores`}
      data-slot="teacher-carousel"
      className={cn('flex items-center gap-2 sm:gap-4', className)}
    >
      <button
        type="button"
        className={arrow}
        aria-label={t`Profesor anterior`}
        aria-controls={slidesId}
        disabled={total < 2}
        onClick={() => move(-1)}
      >
        <ChevronLeftIcon aria-hidden="true" className="size-5" />
      </button>
      <div
        id={slidesId}
        className="grid min-w-0 flex-1 grid-cols-1 gap-6 min-[768px]:grid-cols-2 min-[992px]:grid-cols-3"
      >
        {slots.map((teacherIndex, slot) => {
          const teacher = teachers[teacherIndex];
          if (!teacher) return null;
          // The WAI-ARIA carousel pattern: each slide is a group with the 'slide' role description.
          return (
            // biome-ignore lint/a11y/useSemanticElements: a fieldset would announce a form group
            <div
              key={teacher.name}
              role="group"
              aria-roledescription={t`diapositiva`}
              aria-label={t`${teacherIndex + 1} de ${total}`}
              data-slot="teacher-carousel-slide"
              className={cn('flex-col', SLOT_VISIBILITY[slot])}
            >
              <TeacherCard teacher={teacher} className="flex-1" />
            </div>
          );
        })}
      </div>
      <button
        type="button"
        className={arrow}
        aria-label={t`Profesor siguiente`}
        aria-controls={slidesId}
        disabled={total < 2}
        onClick={() => move(1)}
      >
        <ChevronRightIcon aria-hidden="true" className="size-5" />
      </button>
      <p aria-live="polite" className="sr-only">
        {moved ? t`Mostrando: ${new Intl.ListFormat(locale, { type: 'conjunction' }).format(inView)}` : ''}
      </p>
    </section>
  );
}
