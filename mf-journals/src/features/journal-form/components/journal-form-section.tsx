import { type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card, Col, Row, Typography } from '@colophon/shared/antd';
import { type JournalFormValues, type JournalPayload } from '@colophon/shared/contracts';
import { type SectionSpec } from '../lib/form-layout';
import { JournalFormField } from './journal-form-field';

interface JournalFormSectionProps {
  section: SectionSpec;
  control: Control<JournalFormValues, unknown, JournalPayload>;
}

/** A titled group of fields (a card with a heading, so the form can be navigated by headings). */
export function JournalFormSection({ section, control }: JournalFormSectionProps) {
  const { t } = useTranslation('journals');
  const headingId = `journal-section-${section.key}`;
  return (
    <Card
      role="group"
      aria-labelledby={headingId}
      title={
        <Typography.Title id={headingId} level={2} style={{ fontSize: 16, margin: 0 }}>
          {t(`sections.${section.key}`)}
        </Typography.Title>
      }
      style={{ marginBlockEnd: 16 }}
    >
      <Row gutter={16}>
        {section.fields.map((spec) => (
          <Col key={spec.name} xs={24} md={spec.span ?? 12}>
            <JournalFormField spec={spec} control={control} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
