// The yearly review report a funder asks for (the Plan S set), as a CSV made
// by the API (GET analytics/review-report) and downloaded with the token.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, DownloadOutlined, Flex, Select, Typography } from '@colophon/shared/antd';
import { downloadCsv, useNotify } from '@colophon/shared';

export interface ReviewReportDownloadProps {
  journalId: number | undefined;
  /** The years to choose from, newest first (the current year and the four before it by default). */
  years?: number[];
  now?: Date;
}

export function ReviewReportDownload({
  journalId,
  years,
  now = new Date(),
}: ReviewReportDownloadProps) {
  const { t } = useTranslation('analytics');
  const notify = useNotify();
  const thisYear = now.getUTCFullYear();
  const choices = years ?? [0, 1, 2, 3, 4].map((back) => thisYear - back);
  // Last year by default: the report a funder asks for is of a finished year.
  const [year, setYear] = useState(choices[1] ?? choices[0] ?? thisYear);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadCsv(
        'analytics/review-report',
        { ...(journalId ? { journal_id: journalId } : {}), year },
        `review-report-${year}.csv`,
      );
    } catch {
      notify.error(t('reviewReport.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      role="region"
      aria-labelledby="analytics-review-report"
      title={
        <h2 id="analytics-review-report" style={{ fontSize: 16, margin: 0, whiteSpace: 'normal' }}>
          {t('reviewReport.title')}
        </h2>
      }
      style={{ marginBlockEnd: 16 }}
    >
      <Typography.Paragraph type="secondary">{t('reviewReport.definition')}</Typography.Paragraph>
      <Flex wrap gap="small" align="center">
        <Select
          aria-label={t('reviewReport.year')}
          value={year}
          onChange={setYear}
          options={choices.map((value) => ({ value, label: String(value) }))}
          style={{ minInlineSize: 120 }}
        />
        <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
          {t('reviewReport.download')}
        </Button>
      </Flex>
    </Card>
  );
}
