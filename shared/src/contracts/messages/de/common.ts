export const deCommon = {
  'common.idPositive': 'Die ID muss eine positive ganze Zahl sein',
  'common.idRange': 'Die ID liegt außerhalb des gültigen Bereichs',
  'common.invalidValue': 'Der Wert ist ungültig.',
  'common.invalidData': 'Die übermittelten Daten sind ungültig.',
  'common.fieldNotAllowed': 'Das Feld „{{name}}“ ist nicht erlaubt.',
  'common.andMoreError': '{{first}} (und 1 weiterer Fehler)',
  'common.andMoreErrors': '{{first}} (und {{count}} weitere Fehler)',
  'common.fieldRequired': 'Das Feld „{{field}}“ ist erforderlich.',
  'common.required': 'Dieses Feld ist erforderlich.',
  'common.idempotencyKeyInvalid':
    'Der Header Idempotency-Key muss aus 1 bis 255 sichtbaren Zeichen bestehen.',
  'common.idempotencyKeyReused':
    'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet. Senden Sie für eine neue Anfrage einen neuen Schlüssel.',
  'common.idempotencyKeyInProgress':
    'Eine Anfrage mit diesem Idempotency-Key wird noch bearbeitet. Versuchen Sie es gleich noch einmal.',
  'common.unauthorized': 'Diese Aktion ist nicht erlaubt.',
  'common.unauthenticated': 'Nicht angemeldet.',
  'common.notFound': 'Nicht gefunden',
  'common.conflict': 'Konflikt',
  'common.tooManyAttempts': 'Zu viele Versuche.',
  'common.badRequest': 'Ungültige Anfrage',
  'common.unsupportedMediaType': 'Nicht unterstützter Medientyp',
  'common.payloadTooLarge': 'Inhalt zu groß',
  'common.invalidContentLength': 'Ungültige Content-Length',
  'common.emptyJsonBody': 'Der Anfrageinhalt ist leer, aber der Content-Type ist application/json',
  'common.malformedJson': 'Fehlerhafter JSON-Inhalt',
  'common.invalidUrl': 'Ungültige URL',
  'common.forbiddenCharacter':
    'Der Wert enthält ein nicht erlaubtes Zeichen (ein NUL-Zeichen oder ein unvollständiges Unicode-Surrogat).',
} as const;
