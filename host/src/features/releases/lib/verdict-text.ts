// The rollout watcher's reason in words: the rule, the canary's and stable's
// figures over the window and the policy's limit, e.g. "Error rate 100% over 40
// sessions, stable 0% over 38: above 2% and 2× stable (last 10 min)". The
// release history and the health screen's warning both say it this way.
import { type TFunction } from 'i18next';
import { type RolloutVerdict } from '@colophon/shared/contracts';
import { formatCount, formatMs, formatPercent, formatRatio } from './health-format';

function errorRateParts(verdict: RolloutVerdict, t: TFunction, locale: string) {
  const { canary, stable } = verdict;
  return {
    canary: t('releases.history.verdict.errorRate.canary', {
      count: canary.sessions,
      sessions: formatCount(canary.sessions, locale),
      rate: formatPercent(canary.error_rate, locale),
    }),
    stable:
      stable && stable.sessions > 0
        ? t('releases.history.verdict.errorRate.stable', {
            rate: formatPercent(stable.error_rate, locale),
            sessions: formatCount(stable.sessions, locale),
          })
        : t('releases.history.verdict.errorRate.noStable'),
    rule:
      verdict.error_ratio === undefined
        ? t('releases.history.verdict.errorRate.ruleAbove', {
            threshold: formatPercent(verdict.threshold, locale),
          })
        : t('releases.history.verdict.errorRate.rule', {
            threshold: formatPercent(verdict.threshold, locale),
            ratio: formatRatio(verdict.error_ratio, locale),
          }),
  };
}

function vitalParts(verdict: RolloutVerdict, t: TFunction, locale: string, vital: 'inp' | 'lcp') {
  const value = (f: RolloutVerdict['canary']) => (vital === 'inp' ? f.inp_p75 : f.lcp_p75);
  const samples = vital === 'inp' ? verdict.canary.inp_samples : verdict.canary.lcp_samples;
  const stableValue = verdict.stable ? value(verdict.stable) : null;
  return {
    canary: t(`releases.history.verdict.${vital}.canary`, {
      count: samples,
      samples: formatCount(samples, locale),
      value: formatMs(value(verdict.canary), locale),
    }),
    stable:
      stableValue === null
        ? t('releases.history.verdict.noStableVitals')
        : t('releases.history.verdict.stableVital', { value: formatMs(stableValue, locale) }),
    rule: t('releases.history.verdict.slower', { threshold: formatMs(verdict.threshold, locale) }),
  };
}

export function verdictText(verdict: RolloutVerdict, t: TFunction, locale: string): string {
  const parts =
    verdict.rule === 'error_rate'
      ? errorRateParts(verdict, t, locale)
      : vitalParts(verdict, t, locale, verdict.rule);
  return t('releases.history.verdict.sentence', {
    ...parts,
    minutes: formatCount(verdict.window_minutes, locale),
  });
}
