import { describe, expect, it } from 'vitest';
import { ALL_FORM_MESSAGES, FORM_MESSAGE_TABLES } from './all-messages';
import * as forms from './index';

describe('ALL_FORM_MESSAGES', () => {
  it('lists every message table the package exports', () => {
    const exported = Object.keys(forms).filter(
      (name) => name.endsWith('_MESSAGES') && name !== 'ALL_FORM_MESSAGES',
    );
    expect(Object.keys(FORM_MESSAGE_TABLES).sort()).toEqual(exported.sort());
  });

  it('holds each fixed sentence once, as the schemas write it', () => {
    expect(new Set(ALL_FORM_MESSAGES).size).toBe(ALL_FORM_MESSAGES.length);
    expect(ALL_FORM_MESSAGES).toContain(forms.TEACHER_MESSAGES.courseNameRequired);
    expect(ALL_FORM_MESSAGES).toContain(forms.REGISTER_MESSAGES.usernameRequired);
    expect(ALL_FORM_MESSAGES.every((message) => typeof message === 'string' && message !== '')).toBe(true);
  });
});
