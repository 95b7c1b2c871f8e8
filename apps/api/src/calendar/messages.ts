/** The server's Spanish answers about calendar feeds. */
export const CALENDAR_SERVER_MESSAGES = {
  /** One answer for every address that opens no feed: unknown, old or malformed alike. */
  feedNotFound: 'Este calendario no existe o su enlace ya no es válido.',
} as const;
