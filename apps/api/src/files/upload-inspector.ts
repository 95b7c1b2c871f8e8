import { Transform, type TransformCallback } from 'node:stream';
import { FILE_FORMATS, type FileFormat, headMatches, SNIFF_BYTES } from './file-formats';
import { refusal, type UploadRefusal, type UploadRules } from './upload-rules';

/**
 * Checks an upload while it streams, passing the bytes on unchanged: never more than the rules' limit (the
 * refusal comes as soon as the excess arrives), never empty, the first bytes what the format promises, and a
 * text valid UTF-8 without NUL bytes across the whole file (a character cut off at the end included). Any
 * failure ends the stream with the rules' HttpError for it.
 */
export class UploadInspector extends Transform {
  private head = Buffer.alloc(0);
  private headChecked = false;
  private size = 0;
  private readonly text: TextDecoder | undefined;

  constructor(
    private readonly rules: UploadRules,
    private readonly format: FileFormat,
  ) {
    super();
    this.text =
      FILE_FORMATS[format].signatures === 'text' ? new TextDecoder('utf-8', { fatal: true }) : undefined;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    const problem = this.inspect(chunk);
    if (problem) callback(refusal(this.rules, problem));
    else callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    const problem = this.finish();
    callback(problem ? refusal(this.rules, problem) : null);
  }

  private inspect(chunk: Buffer): UploadRefusal | undefined {
    this.size += chunk.length;
    if (this.size > this.rules.maxBytes) return 'tooLarge';
    if (!this.headChecked) {
      this.head = Buffer.concat([this.head, chunk]).subarray(0, SNIFF_BYTES);
      if (this.head.length >= SNIFF_BYTES) {
        this.headChecked = true;
        if (!headMatches(this.format, this.head)) return 'content';
      }
    }
    return this.text && !this.isText(chunk) ? 'content' : undefined;
  }

  private finish(): UploadRefusal | undefined {
    if (this.size === 0) return 'empty';
    if (!this.headChecked && !headMatches(this.format, this.head)) return 'content';
    return this.text && !this.isText() ? 'content' : undefined;
  }

  /** Whether this chunk continues valid UTF-8 without NUL; without a chunk, whether the text ended whole. */
  private isText(chunk?: Buffer): boolean {
    if (chunk?.includes(0)) return false;
    try {
      this.text?.decode(chunk, { stream: chunk !== undefined });
      return true;
    } catch {
      return false;
    }
  }
}
