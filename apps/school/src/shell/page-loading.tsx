import { Spinner } from '@aula/ui';

/** What a page shows while its code is still downloading on the first load. */
export function PageLoading() {
  return (
    <div className="grid min-h-dvh place-items-center bg-background">
      <Spinner size="lg" />
    </div>
  );
}
