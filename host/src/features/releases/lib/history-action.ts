import { type TFunction } from 'i18next';
import { type ReleaseHistoryEntry } from '@colophon/shared/contracts';

/** What a history entry did: "Canary set to 50 %", "Rolled back automatically" … */
export function historyActionText(entry: ReleaseHistoryEntry, t: TFunction): string {
  if (entry.action === 'canary') {
    return entry.canary_version === null || entry.canary_percentage === 0
      ? t('releases.history.action.canaryStopped')
      : t('releases.history.action.canary', { percentage: entry.canary_percentage });
  }
  return t(`releases.history.action.${entry.action}`);
}

/** Whether the rollout watcher, not a person, made the change. */
export const isAutomatic = (entry: ReleaseHistoryEntry) =>
  entry.action === 'auto_rollback' || entry.action === 'auto_promote';
