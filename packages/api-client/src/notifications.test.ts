import { describe, expect, it } from 'vitest';
import { notificationsApi } from './notifications';
import { createRequester } from './request';

/** A fetch that records each request and answers with the given status and JSON (or nothing for 204). */
function recordingFetch(status: number, body?: unknown) {
  const calls: { url: string; method: string; auth: string | null }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    calls.push({ url: String(input), method: init?.method ?? 'GET', auth: headers.get('Authorization') });
    return body === undefined
      ? new Response(null, { status })
      : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetch };
}

describe('notificationsApi', () => {
  it('asks for the page before an id and checks the answer against the contract', async () => {
    const { calls, fetch } = recordingFetch(200, { notifications: [], unread: 0, hasMore: false });
    const api = notificationsApi(createRequester({ fetch, getToken: () => 't' }));
    await expect(api.list(40)).resolves.toEqual({ notifications: [], unread: 0, hasMore: false });
    expect(calls).toEqual([{ url: '/api/notifications?before=40', method: 'GET', auth: 'Bearer t' }]);
  });

  it('marks one and all read with a POST each, accepting an empty 204', async () => {
    const { calls, fetch } = recordingFetch(204);
    const api = notificationsApi(createRequester({ fetch, getToken: () => 't' }));
    await api.markRead(7);
    await api.markAllRead();
    expect(calls.map(({ url, method }) => `${method} ${url}`)).toEqual([
      'POST /api/notifications/7/read',
      'POST /api/notifications/read-all',
    ]);
  });

  it('unsubscribes without a session', async () => {
    const { calls, fetch } = recordingFetch(200, { kind: 'grade', label: 'Calificaciones publicadas' });
    const api = notificationsApi(createRequester({ fetch, getToken: () => null }));
    await expect(api.unsubscribe('abc.def')).resolves.toEqual({
      kind: 'grade',
      label: 'Calificaciones publicadas',
    });
    expect(calls).toEqual([{ url: '/api/notifications/unsubscribe/abc.def', method: 'POST', auth: null }]);
  });
});
