// Rollout-Richtlinien: die Fehlermeldungen des Richtlinienformulars.
import type { enRollout } from '../en/rollout';

export const deRollout: Record<keyof typeof enRollout, string> = {
  'rollout.windowMinutes': 'Das Zeitfenster muss eine ganze Zahl von 1 bis 1440 Minuten sein',
  'rollout.minSessions': 'Die Stichprobe muss eine ganze Zahl von 1 bis 1.000.000 Sitzungen sein',
  'rollout.maxErrorRate': 'Die Fehlerquote muss ein Anteil von 0 bis 100 % sein',
  'rollout.errorRatio': 'Das Verhältnis zur stabilen Version muss eine Zahl von 1 bis 100 sein',
  'rollout.regressionMs':
    'Die Verlangsamung muss eine ganze Zahl von 0 bis 60.000 Millisekunden sein',
  'rollout.promoteAfter': 'Die Bewährungszeit muss eine ganze Zahl von 1 bis 10.080 Minuten sein',
  'rollout.chartMinutes': 'Der Zeitraum muss eine ganze Zahl von 5 bis 10.080 Minuten sein',
  'rollout.boolean': 'Wählen Sie an oder aus',
  'rollout.apiContract':
    'Dieses Release benötigt API-Vertrag {{required}}, die laufende API bietet {{served}}.',
};
