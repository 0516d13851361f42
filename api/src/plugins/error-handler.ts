// One error handler for the whole API: every failure answers
// `{ message, errors? }` with the right status; 5xx details are only logged.
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { FieldErrors } from '@colophon/shared/contracts';
import { isHttpError } from '../lib/http-errors';

type ValidationItem = {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
};

/** First-level field → messages (nested paths are also given dotted: `authors.0.email`). */
export function toFieldErrors(items: ValidationItem[], context: string): FieldErrors {
  // A Map, not an object literal: field names such as "constructor" come from the client.
  const errors = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const list = errors.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    errors.set(field, list);
  };
  for (const item of items) {
    const parts = (item.instancePath ?? '').split('/').filter(Boolean);
    const message = item.message ?? 'The value is invalid.';
    if (item.keyword === 'unrecognized_keys' && Array.isArray(item.params?.keys)) {
      const prefix = parts.length ? `${parts.join('.')}.` : '';
      for (const key of item.params.keys as string[]) {
        add(
          parts[0] ?? String(key).slice(0, 100),
          `The ${prefix}${String(key).slice(0, 100)} field is not allowed.`,
        );
      }
      continue;
    }
    if (parts.length === 0) {
      add(context, message);
      continue;
    }
    add(parts[0]!, message);
    if (parts.length > 1) add(parts.join('.'), message);
  }
  return Object.fromEntries(errors);
}

function validationMessage(errors: FieldErrors): string {
  const all = Object.values(errors).flat();
  const more = Object.keys(errors).length - 1;
  const first = all[0] ?? 'The given data was invalid.';
  return more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first;
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported Media Type'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Payload Too Large'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid Content-Length'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [
    400,
    'The request body is empty but content-type is application/json',
  ],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Malformed JSON body'],
  FST_ERR_INVALID_URL: [400, 'Invalid URL'],
};

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || Array.isArray(error.validation)) {
      const context = error.validationContext ?? 'body';
      if (context === 'params') {
        const message = request.routeOptions.config?.notFoundMessage ?? 'Not Found';
        return reply.code(404).send({ message });
      }
      const errors = toFieldErrors((error.validation ?? []) as ValidationItem[], context);
      return reply.code(422).send({ message: validationMessage(errors), errors });
    }
    if (isHttpError(error)) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'server error');
      return reply
        .code(error.statusCode)
        .send(
          error.errors
            ? { message: error.message, errors: error.errors }
            : { message: error.message },
        );
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.code(known[0]).send({ message: known[1] });
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply.code(400).send({ message: 'Malformed JSON body' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      return reply.code(status).send({ message: error.message || 'Bad Request' });
    }
    request.log.error({ err: error }, 'server error');
    return reply.code(500).send({ message: 'Server Error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      message: `Route ${request.method}:${(request.url.split('?')[0] ?? '').slice(0, 200)} not found`,
    });
  });
}
