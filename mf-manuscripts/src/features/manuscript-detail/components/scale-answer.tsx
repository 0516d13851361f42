import { Flex, Radio, Typography } from '@colophon/shared/antd';
import { type FieldA11y } from '@colophon/shared';
import { type ReviewQuestion } from '@colophon/shared/contracts';

interface ScaleAnswerProps {
  a11y: FieldA11y;
  question: ReviewQuestion;
  value: number | null;
  onChange: (value: number) => void;
}

/** The steps of a scale question as one radio group, its two ends labelled (and named to screen readers). */
export function ScaleAnswer({ a11y, question, value, onChange }: ScaleAnswerProps) {
  const min = question.scale_min ?? 1;
  const max = question.scale_max ?? 5;
  const steps = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const endLabel = (step: number) =>
    step === min ? question.min_label : step === max ? question.max_label : null;
  return (
    // Inline, so that the end labels span exactly the width of the steps.
    <Flex vertical gap={4} style={{ display: 'inline-flex', maxInlineSize: '100%' }}>
      <Radio.Group
        {...a11y}
        aria-label={question.label}
        optionType="button"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {steps.map((step) => {
          const end = endLabel(step);
          return (
            <Radio key={step} value={step} aria-label={end ? `${step} – ${end}` : String(step)}>
              {step}
            </Radio>
          );
        })}
      </Radio.Group>
      {(question.min_label || question.max_label) && (
        <Flex justify="space-between" gap="middle" aria-hidden>
          <Typography.Text type="secondary" dir="auto">
            {question.min_label}
          </Typography.Text>
          <Typography.Text type="secondary" dir="auto">
            {question.max_label}
          </Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
