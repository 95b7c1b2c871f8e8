import { ANSWER_SAVE_STATUS } from '@aula/forms';
import { es } from '@aula/ui';
import { describe, expect, it } from 'vitest';

// @aula/ui depends on nothing of ours, so the runner's default save texts are its own copy of the forms' ones.
describe('the save status texts of the test page', () => {
  it('are the ones decision 142 lists in @aula/forms', () => {
    expect({
      saving: es.saveStatus.saving,
      saved: es.saveStatus.saved,
      offline: es.saveStatus.offline,
    }).toEqual(ANSWER_SAVE_STATUS);
  });
});
