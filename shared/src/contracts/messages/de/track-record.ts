import type { enTrackRecord } from '../en/track-record';

export const deTrackRecord: Record<keyof typeof enTrackRecord, string> = {
  'trackRecord.ratingRange': 'Wählen Sie eine Bewertung von {{min}} bis {{max}} Sternen',
  'trackRecord.notSubmitted': 'Nur ein eingereichtes Gutachten kann bewertet werden',
  'trackRecord.notAllowed':
    'Nur die Redakteurinnen und Redakteure, die das Manuskript betreuen, dürfen seine Gutachten bewerten',
  'trackRecord.reviewNotFound': 'Gutachten nicht gefunden',
  'trackRecord.maxOpenRange':
    'Geben Sie eine ganze Zahl offener Gutachten zwischen {{min}} und {{max}} ein oder lassen Sie das Feld für keine Begrenzung leer',
};
