import { loadArea } from '../../../i18n/locale';

/**
 * Sends the footer's subscription; a refusal (too many attempts, a bad address) becomes its Spanish text.
 * Every public page carries the footer (public-layout.tsx), the home page within a tight script budget, so
 * the page names this module alone and the client's own files are fetched from here, at the first
 * subscription: listing them in the footer's chunk, to preload them, would cost each page their names.
 */
export async function subscribeToNewsletter(email: string, honeypot: string): Promise<void> {
  const [{ api }, { errorDetail }] = await Promise.all([
    import('../../../api/public-forms'),
    import('../../../api-errors'),
    // Its refusals' words (areas.ts): the home page's own catalogue leaves them out.
    loadArea('public'),
  ]);
  try {
    await api.publicForms.subscribe({ email, website: honeypot });
  } catch (error) {
    throw new Error(error instanceof TypeError ? '' : errorDetail(error));
  }
}
