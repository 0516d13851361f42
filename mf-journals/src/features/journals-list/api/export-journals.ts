import { useMutation } from '@tanstack/react-query';
import { downloadCsv } from '@colophon/shared';
import { type JournalsFilterParams } from '../lib/list-params';
import { toJournalsFilterQuery } from './get-journals';

/** 'journals-2026-05-04.csv': the download's name carries the day it was taken. */
export function exportFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `journals-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/**
 * `GET journals/export.csv`: every journal of the current filter (all pages),
 * streamed by the API and handed to the browser as a file.
 */
export function exportJournals(filters: JournalsFilterParams): Promise<void> {
  return downloadCsv(
    'journals/export.csv',
    { ...toJournalsFilterQuery(filters) },
    exportFileName(),
  );
}

export const useExportJournals = () => useMutation({ mutationFn: exportJournals });
