import type { Endpoint } from '@aula/contract';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The route schema an endpoint of the contract stands for. */
type SchemaOf<E extends Endpoint> = {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: E['responses'];
};

type Handler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

/**
 * What a route adds to its endpoint: the handler, and rarely its own config, serializer, preHandler or
 * onResponse (work that must not delay the answer).
 */
export interface RouteOf<E extends Endpoint>
  extends Pick<RouteOptions, 'config' | 'serializerCompiler' | 'preHandler' | 'onResponse'> {
  handler: Handler<E>;
}

/**
 * Registers the route of one endpoint of the contract: its method, path, parameters, query, body and
 * answers come from there (decision 120), so the route only says what the endpoint does.
 */
export function serve<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  { handler, ...options }: RouteOf<E>,
): void {
  const schema: FastifySchema = { response: endpoint.responses };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema,
    handler: handler as RouteHandlerMethod,
  });
}
