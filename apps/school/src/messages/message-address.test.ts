import { describe, expect, it } from 'vitest';
import { messageSearch, readMessageAddress } from './message-address';

const read = (search: string) => readMessageAddress(new URLSearchParams(search));

describe('readMessageAddress', () => {
  it('reads the open conversation, as notification links write it', () => {
    expect(read('seccion=mensajes&conversacion=42')).toEqual({
      conversationId: 42,
      composing: null,
      to: null,
    });
  });

  it('reads whom to write to, with or without a course', () => {
    expect(read('seccion=mensajes&para=7&curso=3').to).toEqual({ userId: 7, courseId: 3 });
    expect(read('seccion=mensajes&para=7').to).toEqual({ userId: 7, courseId: null });
  });

  it('ignores ids that are not positive whole numbers, and unknown composers', () => {
    expect(read('conversacion=-1&para=abc&nuevo=otro')).toEqual({
      conversationId: null,
      composing: null,
      to: null,
    });
    expect(read('conversacion=99999999999').conversationId).toBeNull();
  });
});

describe('messageSearch', () => {
  it('keeps the section and leaves out empty values', () => {
    expect(messageSearch({ conversacion: 5, para: null }).toString()).toBe('seccion=mensajes&conversacion=5');
  });
});
