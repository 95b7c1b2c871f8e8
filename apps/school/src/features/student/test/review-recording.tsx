import { Spinner } from '@aula/ui';
import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { studentQueries } from '../queries';

/** The last segment of a media path (/api/student/activity/3/media/abc.webm → abc.webm). */
const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/**
 * The student's own spoken answer, to listen to again. Media are served with the session token, which an
 * <audio> cannot send, so the file is fetched and handed to the browser as an object URL (decision 157).
 * Its words come from the global i18n, like the review around it, which renders without a provider too.
 */
export function ReviewRecording({ activityId, url }: { activityId: number; url: string }) {
  const recording = useQuery(studentQueries.media(activityId, fileOf(url)));
  const [source, setSource] = useState<string | null>(null);

  useEffect(() => {
    if (!recording.data) return;
    const objectUrl = URL.createObjectURL(recording.data);
    setSource(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [recording.data]);

  if (recording.isError) return <p>{t`No se ha podido cargar tu grabación.`}</p>;
  if (!source) return <Spinner label={t`Cargando tu grabación...`} />;
  // biome-ignore lint/a11y/useMediaCaption: the student's own spoken answer; there is no text to caption it with
  return <audio controls src={source} aria-label={t`Tu grabación`} className="w-full max-w-full" />;
}
