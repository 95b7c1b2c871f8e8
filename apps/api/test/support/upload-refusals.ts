import { refusal, type UploadRefusal, type UploadRules } from '../../src/files/upload-rules';

/** The status and message an upload refused for `kind` under `rules` answers. */
export function expectedRefusal(rules: UploadRules, kind: UploadRefusal) {
  const { statusCode: status, message } = refusal(rules, kind);
  return { status, message };
}
