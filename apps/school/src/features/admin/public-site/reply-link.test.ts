import { expect, it } from 'vitest';
import { replyLink } from './reply-link';

it('answers a contact message to the visitor, with its subject prefilled', () => {
  expect(replyLink({ email: 'carmen@example.com', subject: 'Horarios de tarde' })).toBe(
    'mailto:carmen@example.com?subject=Re%3A%20Horarios%20de%20tarde',
  );
});

it('keeps what the visitor typed inside the address and the subject', () => {
  const link = new URL(replyLink({ email: 'a&cc=b@example.com', subject: '¿Clases?&bcc=x@example.com' }));
  expect(decodeURIComponent(link.pathname)).toBe('a&cc=b@example.com');
  expect([...link.searchParams.keys()]).toEqual(['subject']);
  expect(link.searchParams.get('subject')).toBe('Re: ¿Clases?&bcc=x@example.com');
});
