import { expect } from 'vitest';
import type { XhrConstructor } from '../upload';

/**
 * A stand-in XMLHttpRequest for the upload tests: it records what was sent and answers, reports progress or
 * aborts when the test says so. Test-only (kept out of the package's build).
 */
export function fakeXhr() {
  const sent: FakeXhr[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    method = '';
    url = '';
    headers: Record<string, string> = {};
    body = new FormData();
    aborted = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: FormData) {
      this.body = body;
      sent.push(this);
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    progress(loaded: number, total: number) {
      this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
    }
    answer(status: number, body: unknown) {
      this.status = status;
      this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
      this.onload?.();
    }
  }
  /** The one request sent so far. */
  const only = () => {
    expect(sent).toHaveLength(1);
    return sent[0] as FakeXhr;
  };
  return { sent, only, Xhr: FakeXhr as unknown as XhrConstructor };
}
