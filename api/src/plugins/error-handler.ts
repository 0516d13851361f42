// One error handler for the whole API: every failure answers
// `{ message, errors? }` with the right status; 5xx details are only logged.
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { type FieldErrors, msg, pickLanguage, renderMessage } from '@colophon/shared/contracts';
import { type FieldIssue, toFieldErrors } from '../lib/field-errors';
import { isHttpError } from '../lib/http-errors';

type ValidationItem = {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
};

/** Fastify's validation items (zod issues, flattened by the type provider) back into issues. */
const toIssue = (item: ValidationItem): FieldIssue => ({
  path: (item.instancePath ?? '').split('/').filter(Boolean),
  message: item.message,
  code: item.keyword,
  keys: Array.isArray(item.params?.keys) ? item.params.keys : undefined,
});

function validationMessage(errors: FieldErrors, language: string): string {
  const all = Object.values(errors).flat();
  const more = Object.keys(errors).length - 1;
  const first = all[0] ?? renderMessage(msg('common.invalidData'), language);
  if (more <= 0) return first;
  const code = more > 1 ? 'common.andMoreErrors' : 'common.andMoreError';
  return renderMessage(msg(code, { first, count: more }), language);
}

/** Contract messages are codes: an error's text and field errors in the request's language. */
function renderErrors(errors: FieldErrors, language: string): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((m) => renderMessage(m, language)),
    ]),
  );
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, msg('common.unsupportedMediaType')],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, msg('common.payloadTooLarge')],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, msg('common.invalidContentLength')],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, msg('common.emptyJsonBody')],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, msg('common.malformedJson')],
  FST_ERR_INVALID_URL: [400, msg('common.invalidUrl')],
};

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The first of en/ur/de the client accepts; English without the header.
    const language = pickLanguage(request.headers['accept-language']);
    if (hasZodFastifySchemaValidationErrors(error) || Array.isArray(error.validation)) {
      const context = error.validationContext ?? 'body';
      if (context === 'params') {
        const notFoundMessage = request.routeOptions.config?.notFoundMessage;
        const message = renderMessage(notFoundMessage ?? msg('common.notFound'), language);
        return reply.code(404).send({ message });
      }
      const items = (error.validation ?? []) as ValidationItem[];
      const errors = toFieldErrors(items.map(toIssue), language, context);
      return reply.code(422).send({ message: validationMessage(errors, language), errors });
    }
    if (isHttpError(error)) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'server error');
      const message = renderMessage(error.message, language);
      return reply
        .code(error.statusCode)
        .send(
          error.errors ? { message, errors: renderErrors(error.errors, language) } : { message },
        );
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.code(known[0]).send({ message: renderMessage(known[1], language) });
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply
        .code(400)
        .send({ message: renderMessage(msg('common.malformedJson'), language) });
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
