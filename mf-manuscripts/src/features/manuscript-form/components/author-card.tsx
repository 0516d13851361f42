import { useTranslation } from 'react-i18next';
import { Controller, useFormContext } from 'react-hook-form';
import {
  Button,
  Card,
  Checkbox,
  Col,
  DeleteOutlined,
  Input,
  InputNumber,
  Row,
  Tag,
} from '@colophon/shared/antd';
import { FormField } from '@colophon/shared';
import { type ManuscriptFormValues } from '@colophon/shared/contracts';

type AuthorField = keyof ManuscriptFormValues['authors'][number];
type TextField = 'first_name' | 'last_name' | 'email' | 'institution' | 'department' | 'orcid';

interface AuthorCardProps {
  index: number;
  onRemove: () => void;
  onCorrespondingChange: (checked: boolean) => void;
}

// Email and ORCID are Latin identifiers: left to right even in Urdu.
const TEXT_FIELDS: {
  name: TextField;
  required: boolean;
  type?: string;
  autoComplete?: string;
  ltr?: boolean;
}[] = [
  { name: 'first_name', required: true, autoComplete: 'off' },
  { name: 'last_name', required: true, autoComplete: 'off' },
  { name: 'email', required: true, type: 'email', autoComplete: 'off', ltr: true },
  { name: 'institution', required: true },
  { name: 'department', required: false },
  { name: 'orcid', required: false, ltr: true },
];

/** One block of the repeatable author list. */
export function AuthorCard({ index, onRemove, onCorrespondingChange }: AuthorCardProps) {
  const { t } = useTranslation('manuscripts');
  const { control, watch } = useFormContext<ManuscriptFormValues>();
  // Control ids as FormField derives them from the path: 'authors-0-first_name'.
  const id = (field: AuthorField) => `authors-${index}-${field}`;
  const number = index + 1;
  const corresponding = watch(`authors.${index}.is_corresponding`);

  return (
    <Card
      size="small"
      role="group"
      aria-label={t('form.authorNumber', { number })}
      title={
        <>
          {t('form.authorNumber', { number })}
          {corresponding && (
            <Tag color="blue" style={{ marginInlineStart: 8 }}>
              {t('authors.corresponding')}
            </Tag>
          )}
        </>
      }
      extra={
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          onClick={onRemove}
          aria-label={t('form.removeAuthorNumber', { number })}
        >
          {t('form.removeAuthor')}
        </Button>
      }
    >
      <Row gutter={16}>
        {TEXT_FIELDS.map((field) => (
          <Col xs={24} md={12} key={field.name}>
            <FormField
              control={control}
              name={`authors.${index}.${field.name}`}
              label={t(`form.author.${field.name}`)}
              required={field.required}
              extra={field.name === 'orcid' ? t('form.orcidHint') : undefined}
            >
              <Input
                type={field.type}
                dir={field.ltr ? 'ltr' : undefined}
                autoComplete={field.autoComplete}
                placeholder={field.name === 'orcid' ? '0000-0002-1825-0097' : undefined}
              />
            </FormField>
          </Col>
        ))}
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name={`authors.${index}.order`}
            label={t('form.author.order')}
            required
          >
            <InputNumber<number> min={1} max={1000} precision={0} style={{ inlineSize: '100%' }} />
          </FormField>
        </Col>
        <Col xs={24} md={12} style={{ display: 'flex', alignItems: 'center' }}>
          <Controller
            control={control}
            name={`authors.${index}.is_corresponding`}
            render={({ field: input }) => (
              <Checkbox
                id={id('is_corresponding')}
                checked={!!input.value}
                onChange={(event) => onCorrespondingChange(event.target.checked)}
              >
                {t('form.author.is_corresponding')}
              </Checkbox>
            )}
          />
        </Col>
      </Row>
    </Card>
  );
}
