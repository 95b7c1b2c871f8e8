import type { App } from '../../src/app';
import { feedUrl, renewFeedToken } from '../../src/calendar/feed-tokens';

/** Gives the user a fresh calendar feed and answers its address (what 'Crear enlace' shows once). */
export async function feedUrlOf(app: App, userId: number): Promise<string> {
  return feedUrl(app.config.publicUrl, await renewFeedToken(app.db, userId));
}
