import type { TestRunnerQuestion } from '@aula/ui/test-runner';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { studentQueries } from '../queries';

/** The last segment of a media path (/api/student/activity/3/media/abc.mp3 → abc.mp3). */
const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

function mediaPaths(questions: readonly TestRunnerQuestion[]): string[] {
  return questions.flatMap((q) => [
    ...(q.audio ? [q.audio.url] : []),
    ...(q.left ?? []).flatMap((item) => (item.image ? [item.image] : [])),
  ]);
}

/**
 * The questions with their audio and pictures as object URLs: the media are served with the session token,
 * which an <audio> or <img> cannot send, so the page fetches each once and hands the browser a blob.
 */
export function useMediaUrls(activityId: number, questions: TestRunnerQuestion[]): TestRunnerQuestion[] {
  const queryClient = useQueryClient();
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(new Map());
  const paths = mediaPaths(questions).join('\n');

  useEffect(() => {
    if (!paths) return;
    let live = true;
    const made: string[] = [];
    void Promise.all(
      paths.split('\n').map(async (path) => {
        try {
          const file = await queryClient.fetchQuery(studentQueries.media(activityId, fileOf(path)));
          const objectUrl = URL.createObjectURL(file);
          made.push(objectUrl);
          if (live) setUrls((current) => new Map(current).set(path, objectUrl));
        } catch {
          // A missing file leaves the control empty; the transcript still carries the listening prompt.
        }
      }),
    );
    return () => {
      live = false;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [activityId, paths, queryClient]);

  const local = (path: string) => urls.get(path) ?? '';
  return questions.map((q) => ({
    ...q,
    audio: q.audio ? { ...q.audio, url: local(q.audio.url) } : q.audio,
    left: q.left?.map((item) => ({ ...item, image: item.image ? local(item.image) || null : null })),
  }));
}
