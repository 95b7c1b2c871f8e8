import { ANSWER_SAVE_STATUS } from '@aula/forms';
import { defaultQuestionLabels } from '@aula/ui/test-runner';
import { describe, expect, it } from 'vitest';

// @aula/ui depends on nothing of ours, so the runner's default save texts are its own copy of the forms' ones.
describe('the save status texts of the test page', () => {
  it('are the ones decision 142 lists in @aula/forms', () => {
    expect({
      saving: defaultQuestionLabels.saving,
      saved: defaultQuestionLabels.saved,
      offline: defaultQuestionLabels.offline,
    }).toEqual(ANSWER_SAVE_STATUS);
  });
});
