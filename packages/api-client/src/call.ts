import { type Endpoint, type PathParams, pathTo, type SuccessSchema, successSchema } from '@aula/contract';
import type { z } from 'zod';
import type { Requester, RequestOptions } from './request';

export interface CallOptions<E extends Endpoint> extends Omit<RequestOptions, 'method'> {
  params?: PathParams<E['path']>;
}

/** Calls of the contract's endpoints through one requester: method and path come from the endpoint. */
export function endpointCalls(request: Requester) {
  /** The endpoint's answer as it came (a file, or JSON the caller checks itself). */
  const send = <T = unknown, E extends Endpoint = Endpoint>(
    endpoint: E,
    { params, ...options }: CallOptions<E> = {},
  ) => request<T>(pathTo(endpoint, params), { ...options, method: endpoint.method });

  /** The endpoint's successful answer, checked against the contract. */
  const call = async <E extends Endpoint>(
    endpoint: E,
    options?: CallOptions<E>,
  ): Promise<z.output<SuccessSchema<E>>> => successSchema(endpoint).parse(await send(endpoint, options));

  return { send, call };
}

/** An endpoint's full URL with its query written out (for uploads, which do not go through the requester). */
export function urlOf<E extends Endpoint>(
  baseUrl: string,
  endpoint: E,
  params: PathParams<E['path']>,
  query: Record<string, string> = {},
): string {
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${baseUrl}${pathTo(endpoint, params)}${search ? `?${search}` : ''}`;
}
