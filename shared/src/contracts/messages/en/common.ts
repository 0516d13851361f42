// Messages of the shapes every endpoint shares (paths, the 422 body itself).
export const enCommon = {
  'common.idPositive': 'The id must be a positive integer',
  'common.idRange': 'The id is out of range',
  'common.invalidValue': 'The value is invalid.',
  'common.invalidData': 'The given data was invalid.',
  'common.fieldNotAllowed': 'The {{name}} field is not allowed.',
  'common.andMoreError': '{{first}} (and 1 more error)',
  'common.andMoreErrors': '{{first}} (and {{count}} more errors)',
  'common.fieldRequired': 'The {{field}} field is required.',
  'common.required': 'This field is required.',
  'common.idempotencyKeyInvalid': 'The Idempotency-Key header must be 1 to 255 visible characters.',
  'common.idempotencyKeyReused':
    'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
  'common.idempotencyKeyInProgress':
    'A request with this Idempotency-Key is still being processed. Try again in a moment.',
  'common.unauthorized': 'This action is unauthorized.',
  'common.unauthenticated': 'Unauthenticated.',
  'common.notFound': 'Not Found',
  'common.conflict': 'Conflict',
  'common.tooManyAttempts': 'Too Many Attempts.',
  'common.badRequest': 'Bad Request',
  'common.unsupportedMediaType': 'Unsupported Media Type',
  'common.payloadTooLarge': 'Payload Too Large',
  'common.invalidContentLength': 'Invalid Content-Length',
  'common.emptyJsonBody': 'The request body is empty but content-type is application/json',
  'common.malformedJson': 'Malformed JSON body',
  'common.invalidUrl': 'Invalid URL',
  'common.forbiddenCharacter':
    'The value contains a character that is not allowed (a NUL character or a broken Unicode surrogate).',
} as const;
