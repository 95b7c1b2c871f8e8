import { describe, expect, it } from 'vitest';
import { createApiClient, teacherEndpoints } from './index';

function client(answer: unknown) {
  const calls: { url: string; method?: string }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method });
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  };
  return { calls, api: createApiClient({ fetch: fetch as typeof globalThis.fetch, getToken: () => 't' }) };
}

describe('call: any endpoint of the contract', () => {
  it('takes method and path from the endpoint and checks the answer against it', async () => {
    const { calls, api } = client({ message: 'Material eliminado correctamente.' });
    await expect(api.call(teacherEndpoints.deleteMaterial, { params: { id: 9 } })).resolves.toEqual({
      message: 'Material eliminado correctamente.',
    });
    expect(calls).toEqual([{ url: '/api/teacher/material/9', method: 'DELETE' }]);
  });

  it('rejects an answer of another shape', async () => {
    const { api } = client({ error: 'x' });
    await expect(api.call(teacherEndpoints.deleteMaterial, { params: { id: 9 } })).rejects.toThrow();
  });
});
