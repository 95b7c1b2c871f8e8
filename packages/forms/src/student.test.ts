import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './auth';
import {
  fileExtension,
  STUDENT_TASK_MESSAGES as M,
  STUDENT_TEST_MESSAGES as T,
  TASK_FILE_MAX_BYTES,
  taskAnswerError,
  taskFileError,
  taskSubmissionSchema,
  testSubmissionSchema,
} from './student';

describe('task file checks (spec section 5)', () => {
  it('reads the extension case-insensitively from the last dot', () => {
    expect(fileExtension('Informe.Final.PDF')).toBe('pdf');
    expect(fileExtension('C:\\docs\\tarea.DocX')).toBe('docx');
    expect(fileExtension('sin-extension')).toBe('');
    expect(fileExtension('.bashrc')).toBe('');
  });

  it('requires a file, then checks size, then extension', () => {
    expect(taskFileError(null)).toBe(M.fileRequired);
    expect(taskFileError({ name: '', size: 0 })).toBe(M.fileRequired);
    expect(taskFileError({ name: 'video.mp4', size: TASK_FILE_MAX_BYTES + 1 })).toBe(M.fileTooLarge);
    expect(taskFileError({ name: 'video.mp4', size: 10 })).toBe(M.fileType);
    expect(taskFileError({ name: 'script.exe', size: 10 })).toBe(M.fileType);
  });

  it.each(['pdf', 'doc', 'docx', 'txt', 'jpg', 'jpeg', 'png', 'zip', 'rar'])('accepts .%s', (ext) => {
    expect(taskFileError({ name: `tarea.${ext.toUpperCase()}`, size: 100 })).toBeNull();
  });

  it('accepts exactly 10 MB and refuses one byte more', () => {
    expect(taskFileError({ name: 'a.pdf', size: 10 * 1024 * 1024 })).toBeNull();
    expect(taskFileError({ name: 'a.pdf', size: 10 * 1024 * 1024 + 1 })).toBe(
      'El archivo es demasiado grande. Máximo 10MB.',
    );
  });

  it('asks for a non-blank answer', () => {
    expect(taskAnswerError('   ')).toBe('Debes escribir una respuesta antes de enviar la tarea.');
    expect(taskAnswerError(undefined)).toBe(M.answerRequired);
    expect(taskAnswerError('x'.repeat(10_001))).toBe(M.answerMax);
    expect(taskAnswerError('Mi respuesta')).toBeNull();
  });
});

describe('taskSubmissionSchema (the task form)', () => {
  const file = { name: 'tarea.pdf', size: 1200 };

  it('reports the answer first, then the file', () => {
    const result = taskSubmissionSchema.safeParse({ textAnswer: '', file: null });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['textAnswer', M.answerRequired],
      ['file', M.fileRequired],
    ]);
  });

  it('passes a complete hand-in', () => {
    expect(taskSubmissionSchema.safeParse({ textAnswer: 'Respuesta', file }).success).toBe(true);
  });
});

describe('testSubmissionSchema', () => {
  const message = (body: unknown) => {
    const result = testSubmissionSchema.safeParse(body);
    return result.success ? null : firstIssueMessage(result.error);
  };

  it('accepts one numeric option per question', () => {
    expect(
      message({
        answers: [
          { questionId: 1, selectedOptionId: 3 },
          { questionId: 2, selectedOptionId: 7 },
        ],
      }),
    ).toBeNull();
  });

  it('refuses an empty, repeated or malformed answer list with Spanish messages', () => {
    expect(message({})).toBe(T.answersRequired);
    expect(message({ answers: [] })).toBe(T.answersRequired);
    expect(
      message({
        answers: [
          { questionId: 1, selectedOptionId: 3 },
          { questionId: 1, selectedOptionId: 4 },
        ],
      }),
    ).toBe(T.duplicateQuestion);
    expect(message({ answers: [{ questionId: 1, selectedOptionId: [3, 4] }] })).toBe(T.answerShape);
    expect(message({ answers: [{ questionId: 1, selectedOptionId: '3' }] })).toBe(T.answerShape);
    expect(message({ answers: [{ questionId: 1 }] })).toBe(T.answerShape);
    expect(message({ answers: [{ questionId: 1, selectedOptionId: 2, correct: true }] })).toBe(T.answerShape);
    expect(message({ answers: [{ questionId: 1, selectedOptionId: 2 }], score: 10 })).toBe(T.unknownField);
  });
});
