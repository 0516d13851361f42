export const deManuscript = {
  'manuscript.titleRequired': 'Titel ist erforderlich',
  'manuscript.abstractRequired': 'Zusammenfassung ist erforderlich',
  'manuscript.journalRequired': 'Bitte eine Zeitschrift auswählen',
  'manuscript.authorsRequired': 'Mindestens eine Autorin oder ein Autor ist erforderlich',
  'manuscript.correspondingRequired':
    'Mindestens eine korrespondierende Autorin oder ein korrespondierender Autor ist erforderlich',
  'manuscript.firstNameRequired': 'Vorname der Autorin/des Autors ist erforderlich',
  'manuscript.lastNameRequired': 'Nachname der Autorin/des Autors ist erforderlich',
  'manuscript.emailRequired': 'E-Mail der Autorin/des Autors ist erforderlich',
  'manuscript.emailInvalid': 'Ungültiges E-Mail-Format',
  'manuscript.institutionRequired': 'Institution der Autorin/des Autors ist erforderlich',
  'manuscript.orderRequired': 'Reihenfolge der Autorin/des Autors ist erforderlich',
  'manuscript.orcidInvalid': 'Ungültiges ORCID-Format (z. B. 0000-0002-1825-0097)',
  'manuscript.doiInvalid': 'Ungültiges DOI-Format (z. B. 10.1000/xyz123)',
  'manuscript.fileRequired': 'Die Manuskriptdatei ist erforderlich',
  'manuscript.fileType': 'Die Manuskriptdatei muss ein PDF-, DOC- oder DOCX-Dokument sein',
  'manuscript.fileTooLarge': 'Die Manuskriptdatei darf nicht größer als {{max}} MB sein.',
  'manuscript.maxAuthors': 'Ein Manuskript darf höchstens {{max}} Autorinnen und Autoren haben',
  'manuscript.maxKeywords': 'Ein Manuskript darf höchstens {{max}} Schlagwörter haben',
  'manuscript.maxReviewers':
    'Ein Manuskript darf höchstens {{max}} Gutachterinnen und Gutachter haben',
  'manuscript.keywordsList':
    'Die Schlagwörter müssen eine Liste oder ein durch Kommas getrennter Text sein',
  'manuscript.userId': 'Die Benutzer-ID muss die ID einer Benutzerin oder eines Benutzers sein',
  'manuscript.journalId': 'Die Zeitschriften-ID muss die ID einer Zeitschrift sein',
  'manuscript.reviewerIds': 'Die Gutachter-IDs müssen eine Liste von Benutzer-IDs sein',
  'manuscript.ratingInvalid': 'Die Bewertung muss eine Zahl von 1 bis 5 sein',
  'manuscript.reviewContentRequired': 'Der Text des Gutachtens ist erforderlich',
  'manuscript.fileTooLargeBytes': 'Die Manuskriptdatei darf nicht größer als {{max}} Bytes sein.',
  'manuscript.journalMissing': 'Die ausgewählte Zeitschrift existiert nicht.',
  'manuscript.journalMismatch': 'Die Zeitschriften-ID passt nicht zur Zeitschrift der Adresse.',
  'manuscript.changedMeanwhile':
    'Das Manuskript wurde inzwischen geändert; laden Sie es neu und versuchen Sie es erneut.',
  'manuscript.reviewersOnlyOnSend':
    'Gutachter können nur beim Senden zur Begutachtung zugewiesen werden.',
  'manuscript.fileBeforeSubmit': 'Laden Sie die Manuskriptdatei hoch, bevor Sie einreichen.',
  'manuscript.fileNotFound': 'Datei nicht gefunden',
  'manuscript.tooManyParts': 'Das Formular hat zu viele Felder oder Dateien.',
  'manuscript.multipartRequired': 'Die Anfrage muss multipart/form-data sein.',
  'manuscript.multipartMalformed': 'Fehlerhafter Multipart-Inhalt.',
  'manuscript.publishedLocked':
    'Ein veröffentlichtes Manuskript ist die maßgebliche Fassung: Nur DOI und Schlagwörter lassen sich korrigieren.',
  'manuscript.publishedNotDeletable':
    'Ein veröffentlichtes Manuskript bleibt Teil der Veröffentlichungen und kann von der Redaktion nicht gelöscht werden.',
  'manuscript.fileHoldsHtml':
    'Die Datei ist kein PDF-Dokument: Ihre ersten Kilobytes enthalten HTML-Markup.',
  'manuscript.fileUnpacksTooLarge':
    'Die DOCX-Datei wird abgelehnt: Entpackt ist sie größer als {{max}} MB oder mehr als {{ratio}}-mal so groß wie die Datei, was bei keinem Dokument vorkommt.',
} as const;
