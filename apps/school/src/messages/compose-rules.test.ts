import { ApiError } from '@aula/api-client';
import { MESSAGE_MESSAGES } from '@aula/forms';
import { describe, expect, it } from 'vitest';
import { parseRecipient, sendError, unlessStopped, validateComposer } from './compose-rules';

const blank = { recipient: '', courseId: '', subject: '', body: '', file: null };

describe('parseRecipient', () => {
  it('reads person and course, or a person without a course', () => {
    expect(parseRecipient('7:3')).toEqual({ recipientId: 7, courseId: 3 });
    expect(parseRecipient('7:')).toEqual({ recipientId: 7, courseId: undefined });
  });

  it('refuses nothing chosen or anything else', () => {
    expect(parseRecipient('')).toBeNull();
    expect(parseRecipient('0:3')).toBeNull();
    expect(parseRecipient('x:3')).toBeNull();
  });
});

describe('validateComposer', () => {
  it('asks for a recipient and a text in a new message', () => {
    expect(validateComposer(blank, 'new')).toEqual({
      recipient: MESSAGE_MESSAGES.recipientRequired,
      body: MESSAGE_MESSAGES.bodyRequired,
    });
  });

  it('refuses a text over 5.000 characters and a blank one', () => {
    expect(validateComposer({ ...blank, body: 'a'.repeat(5001) }, 'reply').body).toBe(
      MESSAGE_MESSAGES.bodyTooLong,
    );
    expect(validateComposer({ ...blank, body: ' \n ' }, 'reply').body).toBe(MESSAGE_MESSAGES.bodyRequired);
    expect(validateComposer({ ...blank, body: 'a'.repeat(5000) }, 'reply')).toEqual({});
  });

  it('refuses an attachment over 10 MB', () => {
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'video.pdf');
    expect(validateComposer({ ...blank, body: 'Hola', file: big }, 'reply')).toEqual({
      file: MESSAGE_MESSAGES.attachmentTooLarge,
    });
  });

  it('asks an announcement for its course, subject and text', () => {
    expect(validateComposer(blank, 'announcement')).toEqual({
      courseId: MESSAGE_MESSAGES.courseRequired,
      subject: MESSAGE_MESSAGES.subjectRequired,
      body: MESSAGE_MESSAGES.bodyRequired,
    });
    expect(
      validateComposer({ ...blank, courseId: '3', subject: 'Examen', body: 'El lunes' }, 'announcement'),
    ).toEqual({});
  });
});

describe('sendError', () => {
  it('keeps the text and says it was not sent when the server cannot be reached or fails', () => {
    expect(sendError(new TypeError('Failed to fetch'))).toBe(MESSAGE_MESSAGES.sendFailed);
    expect(sendError(new ApiError(500, '{"error":"Error interno"}'))).toBe(MESSAGE_MESSAGES.sendFailed);
  });

  it('names a file the server found too big', () => {
    expect(sendError(new ApiError(413, ''))).toBe(MESSAGE_MESSAGES.attachmentTooLarge);
  });

  it("says the attachment quota is used up in the server's words", () => {
    const quota =
      'Has alcanzado el límite de archivos adjuntos de las últimas 24 horas. Envía el mensaje sin archivo o inténtalo más tarde.';
    expect(sendError(new ApiError(413, JSON.stringify({ error: quota })))).toBe(quota);
  });

  it("shows the server's own sentence for a refusal", () => {
    expect(sendError(new ApiError(403, `{"error":"${MESSAGE_MESSAGES.recipientNotAllowed}"}`))).toBe(
      MESSAGE_MESSAGES.recipientNotAllowed,
    );
  });
});

describe('unlessStopped', () => {
  it('gives back what was sent', async () => {
    await expect(unlessStopped(Promise.resolve({ id: 7 }))).resolves.toEqual({ id: 7 });
  });

  it("ends a send stopped on its way as 'stopped', not as a failure", async () => {
    const stopped = Promise.reject(new DOMException('Envío cancelado', 'AbortError'));
    await expect(unlessStopped(stopped)).resolves.toBe('stopped');
  });

  it('passes any other failure on', async () => {
    const failed = new ApiError(500, '{"error":"Error interno"}');
    await expect(unlessStopped(Promise.reject(failed))).rejects.toBe(failed);
  });
});
