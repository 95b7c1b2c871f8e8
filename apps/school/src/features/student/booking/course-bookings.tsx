import type { StudentOpening } from '@aula/api-client';
import { BOOKING_NOTICE_MINUTES } from '@aula/forms';
import { Alert, Spinner } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorDetail } from '../../../api-errors';
import { useIntlLocale } from '../../../i18n/locale-provider';
import { useNotify } from '../../../notifications';
import { ErrorCode } from '../../../shell/error-code';
import { useNow } from '../../../upcoming/upcoming';
import { BookingSlot, type BookingSlotState } from './booking-slot/booking-slot';
import { bookingQueries, useChangeBooking } from './bookings-api';
import { CancelBookingDialog } from './cancel-booking-dialog';

/**
 * Where a class stands for this student. The server's answer decides, and the page's own clock takes the
 * buttons away once the 2 hours' notice has run out while it is open (the server refuses then anyway).
 */
export function slotState(opening: StudentOpening, now: Date): BookingSlotState {
  const noticeLeft = new Date(opening.startsAt).getTime() - now.getTime() >= BOOKING_NOTICE_MINUTES * 60_000;
  if (opening.cancelled) return 'cancelled';
  if (opening.bookedByMe) return opening.canCancel && noticeLeft ? 'booked' : 'tooLate';
  if (opening.canBook && noticeLeft) return 'open';
  return opening.seatsLeft === 0 ? 'full' : 'closed';
}

/** "jueves, 12 de marzo, 19:00–20:00" in the school's time zone and the page's language. */
function classTime(opening: StudentOpening, locale: string, timeZone: string): string {
  const day = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long' });
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' });
  return `${day.format(new Date(opening.startsAt))}, ${time.format(new Date(opening.startsAt))}–${time.format(new Date(opening.endsAt))}`;
}

/** A flexible course's classes open for booking (decision 138), on the student's course page. */
export function CourseBookings({ courseId }: { courseId: number }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const now = useNow(30_000);
  const notify = useNotify();
  const [cancelling, setCancelling] = useState<{ openingId: number; when: string } | null>(null);
  const openings = useQuery(bookingQueries.openings(courseId));
  const change = useChangeBooking(courseId, {
    onSuccess: (answer) => notify({ variant: 'success', title: answer.message }),
    onError: (error) => notify({ variant: 'danger', title: errorDetail(error), error }),
  });

  let content: React.ReactNode;
  if (openings.isPending) content = <Spinner label={t`Cargando clases...`} />;
  else if (openings.isError)
    content = (
      <Alert variant="danger">
        {errorDetail(openings.error)}
        <ErrorCode error={openings.error} />
      </Alert>
    );
  else if (openings.data.openings.length === 0)
    content = <p className="text-muted-foreground text-sm">{t`Tu profesor aún no ha publicado clases.`}</p>;
  else {
    const { timeZone } = openings.data;
    content = (
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
        {openings.data.openings.map((opening) => {
          const when = classTime(opening, locale, timeZone);
          return (
            <li key={opening.id}>
              <BookingSlot
                when={when}
                state={slotState(opening, now)}
                seatsLeft={opening.seatsLeft}
                busy={change.isPending && change.variables?.openingId === opening.id}
                onBook={() => change.mutate({ openingId: opening.id, book: true })}
                onCancel={() => setCancelling({ openingId: opening.id, when })}
              />
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section aria-labelledby="bookings-title" className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <h2 id="bookings-title" className="font-semibold text-xl">
        {t`Reservar clases`}
      </h2>
      <p className="text-muted-foreground text-sm">
        {t`Reserva o cancela cada clase con al menos 2 horas de antelación.`}
      </p>
      {content}
      <CancelBookingDialog
        when={cancelling?.when ?? null}
        onClose={() => setCancelling(null)}
        onConfirm={() => {
          if (cancelling) change.mutate({ openingId: cancelling.openingId, book: false });
          setCancelling(null);
        }}
      />
    </section>
  );
}
