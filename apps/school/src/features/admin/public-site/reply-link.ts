/**
 * 'Responder' on a contact message: a mailto: link to the visitor with the subject prefilled, so the school
 * answers from its own mail program. Every part is percent-encoded (RFC 6068): a '?' or '&' in what the
 * visitor typed stays part of the address or the subject and cannot add a header of its own.
 */
export function replyLink(message: { email: string; subject: string }): string {
  const to = encodeURIComponent(message.email).replace('%40', '@');
  return `mailto:${to}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
}
