/**
 * Query parameters that carry a secret wherever they appear: e-mailed links (verification, password reset,
 * e-mail change, newsletter confirmation and unsubscription) carry `token`; the Google sign-in carries its
 * one-time `ticket` to the app and OpenID Connect's `code`, `state` and friends to the callback.
 */
const SECRET_PARAMETERS =
  /([?&](?:token|ticket|code|state|session_state|id_token|access_token|refresh_token)=)[^&#]*/gi;

/**
 * Paths whose last segment is the secret: a calendar feed (decision 139; its other routes, `feed` and
 * `course/…`, are not secrets), and a notification e-mail's unsubscribe link, in the API and in the app.
 */
const SECRET_SEGMENTS = [
  /(\/api\/calendar\/)(?!feed(?:[/?#]|$)|course\/)[^/?#]+?(?=\.ics|[/?#]|$)/i,
  /(\/api\/notifications\/unsubscribe\/)[^/?#]+/i,
  /(\/notificaciones\/baja\/)[^/?#]+/i,
];

/** A URL as the log may hold it: every secret it can carry, in its path or its query, blanked out. */
export function redactUrl(url: string): string {
  return SECRET_SEGMENTS.reduce(
    (redacted, pattern) => redacted.replace(pattern, '$1[REDACTED]'),
    url.replace(SECRET_PARAMETERS, '$1[REDACTED]'),
  );
}
