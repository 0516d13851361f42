// Redaktionelle Kennzahlen: die Ablehnungen der Zeitraum- und Berichtsfilter.
import type { enAnalytics } from '../en/analytics';

export const deAnalytics: Record<keyof typeof enAnalytics, string> = {
  'analytics.from': 'Der erste Monat muss im Format JJJJ-MM angegeben werden, zum Beispiel 2026-03',
  'analytics.to': 'Der letzte Monat muss im Format JJJJ-MM angegeben werden, zum Beispiel 2026-03',
  'analytics.year': 'Das Jahr muss zwischen 2000 und 2100 liegen',
  'analytics.toBeforeFrom': 'Der letzte Monat darf nicht vor dem ersten Monat liegen',
  'analytics.tooManyMonths': 'Wählen Sie einen Zeitraum von höchstens {{max}} Monaten',
};
