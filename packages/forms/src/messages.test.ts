import { describe, expect, it } from 'vitest';
import {
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MESSAGES,
  messageAttachmentError,
  messageBodySchema,
} from './messages';
import { TEXT_MESSAGES } from './text';

const issue = (value: unknown) => messageBodySchema.safeParse(value).error?.issues[0]?.message;

describe('messageBodySchema', () => {
  it('counts a CRLF line break as one character, as the textarea does, and keeps LF', () => {
    const lines = `${'a'.repeat(MESSAGE_MAX_LENGTH / 2 - 1)}\r\n${'b'.repeat(MESSAGE_MAX_LENGTH / 2)}`;
    expect(messageBodySchema.parse(lines)).toBe(lines.replace('\r\n', '\n'));
    expect(messageBodySchema.parse('uno\rdos')).toBe('uno\ndos');
  });

  it('refuses blank, over-long and NUL-carrying bodies with their Spanish messages', () => {
    expect(issue(' \r\n ')).toBe(MESSAGE_MESSAGES.bodyRequired);
    expect(issue(undefined)).toBe(MESSAGE_MESSAGES.bodyRequired);
    expect(issue('x'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe(MESSAGE_MESSAGES.bodyTooLong);
    expect(issue('hola\u0000')).toBe(TEXT_MESSAGES.nulCharacter);
  });
});

describe('messageAttachmentError', () => {
  it('names an empty, an oversize and an unlisted file; a task file passes', () => {
    expect(messageAttachmentError({ name: 'a.pdf', size: 0 })).toBe(MESSAGE_MESSAGES.attachmentEmpty);
    expect(messageAttachmentError({ name: 'a.pdf', size: MESSAGE_ATTACHMENT_MAX_BYTES + 1 })).toBe(
      MESSAGE_MESSAGES.attachmentTooLarge,
    );
    expect(messageAttachmentError({ name: 'a.exe', size: 10 })).toBe(MESSAGE_MESSAGES.attachmentType);
    expect(messageAttachmentError({ name: 'Deberes.PDF', size: 10 })).toBeNull();
  });
});
