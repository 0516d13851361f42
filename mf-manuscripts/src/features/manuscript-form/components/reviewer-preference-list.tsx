import { useTranslation } from 'react-i18next';
import { useFieldArray, useFormContext } from 'react-hook-form';
import {
  Button,
  Card,
  Col,
  DeleteOutlined,
  Flex,
  Input,
  PlusOutlined,
  Row,
  Typography,
} from '@colophon/shared/antd';
import { FormField } from '@colophon/shared';
import { REVIEWER_PREFERENCES_MAX, type ManuscriptFormValues } from '@colophon/shared/contracts';

export type PreferenceKind = 'suggested_reviewers' | 'excluded_reviewers';

/** Texts of each list under reviewerPreferences.{suggested,excluded}. */
const TEXTS: Record<PreferenceKind, 'suggested' | 'excluded'> = {
  suggested_reviewers: 'suggested',
  excluded_reviewers: 'excluded',
};

/**
 * One of the two optional reviewer lists of the submission: each reviewer by
 * name, e-mail address and reason (required to exclude someone), at most
 * REVIEWER_PREFERENCES_MAX.
 */
export function ReviewerPreferenceList({ kind }: { kind: PreferenceKind }) {
  const { t } = useTranslation('manuscripts');
  const { control } = useFormContext<ManuscriptFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: kind });
  const key = TEXTS[kind];
  const full = fields.length >= REVIEWER_PREFERENCES_MAX;
  const headingId = `${kind}-heading`;

  return (
    <section aria-labelledby={headingId}>
      <Flex justify="space-between" align="center" wrap gap="small" style={{ marginBlockEnd: 8 }}>
        <Typography.Title level={3} id={headingId} style={{ fontSize: 16, margin: 0 }}>
          {t(`reviewerPreferences.${key}.title`)}
        </Typography.Title>
        <Button
          icon={<PlusOutlined />}
          disabled={full}
          onClick={() => append({ name: '', email: '', reason: '' }, { shouldFocus: true })}
        >
          {t(`reviewerPreferences.${key}.add`)}
        </Button>
      </Flex>
      {full && (
        <Typography.Paragraph type="secondary" role="status">
          {t('reviewerPreferences.max', { max: REVIEWER_PREFERENCES_MAX })}
        </Typography.Paragraph>
      )}
      {fields.length === 0 ? (
        <Typography.Paragraph type="secondary">
          {t(`reviewerPreferences.${key}.empty`)}
        </Typography.Paragraph>
      ) : (
        <Flex vertical gap="small">
          {fields.map((field, index) => {
            const number = index + 1;
            return (
              <Card
                key={field.id}
                size="small"
                role="group"
                aria-label={t(`reviewerPreferences.${key}.item`, { number })}
                title={t(`reviewerPreferences.${key}.item`, { number })}
                extra={
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => remove(index)}
                    aria-label={t(`reviewerPreferences.${key}.removeItem`, { number })}
                  >
                    {t('reviewerPreferences.remove')}
                  </Button>
                }
              >
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <FormField
                      control={control}
                      name={`${kind}.${index}.name`}
                      label={t('reviewerPreferences.name')}
                      required
                    >
                      <Input autoComplete="off" />
                    </FormField>
                  </Col>
                  <Col xs={24} md={12}>
                    <FormField
                      control={control}
                      name={`${kind}.${index}.email`}
                      label={t('reviewerPreferences.email')}
                      required
                    >
                      {/* An address is Latin: left to right even in Urdu. */}
                      <Input type="email" dir="ltr" autoComplete="off" />
                    </FormField>
                  </Col>
                  <Col xs={24}>
                    <FormField
                      control={control}
                      name={`${kind}.${index}.reason`}
                      label={t(`reviewerPreferences.${key}.reason`)}
                      required={kind === 'excluded_reviewers'}
                    >
                      <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
                    </FormField>
                  </Col>
                </Row>
              </Card>
            );
          })}
        </Flex>
      )}
    </section>
  );
}
