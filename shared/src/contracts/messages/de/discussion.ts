// Diskussionen zu einem Manuskript: Gespräche der Redaktion mit den Autorinnen
// und Autoren oder mit einer Gutachterin bzw. einem Gutachter, ihre Nachrichten und Dateien.
import { type enDiscussion } from '../en/discussion';

export const deDiscussion: Record<keyof typeof enDiscussion, string> = {
  'discussion.kindInvalid':
    'Wählen Sie, mit wem die Diskussion geführt wird: mit den Autoren oder mit einer Gutachterin bzw. einem Gutachter',
  'discussion.subjectRequired': 'Der Betreff ist erforderlich',
  'discussion.subjectTooLong': 'Der Betreff darf nicht länger als {{max}} Zeichen sein',
  'discussion.bodyRequired': 'Schreiben Sie eine Nachricht',
  'discussion.bodyTooLong': 'Die Nachricht darf nicht länger als {{max}} Zeichen sein',
  'discussion.invitationRequired':
    'Wählen Sie die Gutachterin bzw. den Gutachter, an die Sie schreiben',
  'discussion.invitationInvalid':
    'Diese Person ist nicht zur Begutachtung dieses Manuskripts eingeladen',
  'discussion.messageInvalid': 'Die Nachricht muss zu dieser Diskussion gehören',
  'discussion.notFound': 'Diskussion nicht gefunden',
  'discussion.fileNotFound': 'Datei nicht gefunden',
  'discussion.closed': 'Diese Diskussion ist geschlossen: Öffnen Sie sie wieder, um zu schreiben',
  'discussion.fileType': 'Die Datei muss ein PDF-, DOC- oder DOCX-Dokument sein',
  'discussion.fileTooLarge': 'Die Datei darf nicht größer als {{max}} MB sein',
  'discussion.fileTooLargeBytes': 'Die Datei darf nicht größer als {{max}} Bytes sein',
};
