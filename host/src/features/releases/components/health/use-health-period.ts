// The health charts' period, kept in the URL (?minutes=360) so that a reload or
// a shared link shows the same span. One period for every section's card.
import { useCallback } from 'react';
import { useSearchParamsWriter } from '@colophon/shared';

export const HEALTH_PERIODS = [60, 360, 1440] as const;
export type HealthPeriod = (typeof HEALTH_PERIODS)[number];
const PARAM = 'minutes';

export function useHealthPeriod(): [HealthPeriod, (period: HealthPeriod) => void] {
  const [params, write] = useSearchParamsWriter();
  const requested = Number(params.get(PARAM));
  const period = HEALTH_PERIODS.find((p) => p === requested) ?? HEALTH_PERIODS[0];
  const choose = useCallback(
    (next: HealthPeriod) =>
      write(
        (search) => {
          if (next === HEALTH_PERIODS[0]) search.delete(PARAM);
          else search.set(PARAM, String(next));
        },
        { replace: true },
      ),
    [write],
  );
  return [period, choose];
}
