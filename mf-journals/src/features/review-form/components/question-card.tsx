import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  DeleteOutlined,
  DownOutlined,
  Flex,
  Input,
  Popconfirm,
  Radio,
  Switch,
} from '@colophon/shared/antd';
import { FormField } from '@colophon/shared';
import { REVIEW_QUESTION_AUDIENCES, REVIEW_QUESTION_KINDS } from '@colophon/shared/contracts';
import { type QuestionsControl } from '../lib/questions-control';
import { KindFields } from './kind-fields';

interface QuestionCardProps {
  control: QuestionsControl;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One question of the editor: its text, kind, who reads the answer, whether it is required. */
export function QuestionCard({ control, index, count, onMove, onRemove }: QuestionCardProps) {
  const { t } = useTranslation('journals');
  const label = useWatch({ control, name: `questions.${index}.label` });
  const number = index + 1;
  const title = t('reviewForm.questionNumber', { number });
  const named = label ? `${title}: ${label}` : title;
  return (
    <Card
      size="small"
      role="group"
      aria-label={title}
      data-testid="question-card"
      title={title}
      extra={
        <Flex gap={4} wrap>
          <Button
            size="small"
            type="text"
            icon={<DownOutlined style={{ transform: 'rotate(180deg)' }} />}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
            aria-label={t('reviewForm.moveUp', { question: named })}
          />
          <Button
            size="small"
            type="text"
            icon={<DownOutlined />}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
            aria-label={t('reviewForm.moveDown', { question: named })}
          />
          <Popconfirm
            title={t('reviewForm.removeConfirm', { number })}
            description={t('reviewForm.removeHint')}
            okText={t('reviewForm.remove')}
            cancelText={t('reviewForm.keep')}
            okButtonProps={{ danger: true }}
            onConfirm={onRemove}
          >
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('reviewForm.removeLabel', { question: named })}
            />
          </Popconfirm>
        </Flex>
      }
    >
      <FormField
        control={control}
        name={`questions.${index}.label`}
        label={t('reviewForm.fields.label')}
        required
      >
        <Input dir="auto" />
      </FormField>
      <FormField
        control={control}
        name={`questions.${index}.kind`}
        label={t('reviewForm.fields.kind')}
        render={(field, a11y) => (
          <Radio.Group
            {...a11y}
            aria-label={t('reviewForm.fields.kind')}
            optionType="button"
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            options={REVIEW_QUESTION_KINDS.map((kind) => ({
              value: kind,
              label: t(`reviewForm.kinds.${kind}`),
            }))}
          />
        )}
      />
      <KindFields control={control} index={index} />
      <FormField
        control={control}
        name={`questions.${index}.audience`}
        label={t('reviewForm.fields.audience')}
        render={(field, a11y) => (
          <Radio.Group
            {...a11y}
            aria-label={t('reviewForm.fields.audience')}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            <Flex vertical gap={4}>
              {REVIEW_QUESTION_AUDIENCES.map((audience) => (
                <Radio key={audience} value={audience}>
                  {t(`reviewForm.audienceChoices.${audience}`)}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        )}
      />
      <FormField
        control={control}
        name={`questions.${index}.required`}
        label={t('reviewForm.fields.required')}
        valuePropName="checked"
      >
        <Switch />
      </FormField>
      <FormField
        control={control}
        name={`questions.${index}.help`}
        label={t('reviewForm.fields.help')}
        render={(field, a11y) => (
          <Input
            {...a11y}
            dir="auto"
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </Card>
  );
}
