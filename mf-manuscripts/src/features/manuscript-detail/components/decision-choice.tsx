import { useTranslation } from 'react-i18next';
import { Radio } from '@colophon/shared/antd';
import { FieldFrame } from '@colophon/shared';
import { type LetterDecision } from '@colophon/shared/contracts';

interface DecisionChoiceProps {
  choices: readonly LetterDecision[];
  value: LetterDecision;
  onChange: (choice: LetterDecision) => void;
  disabled: boolean;
}

/**
 * Which decision the dialog takes: minor or major revisions, accept, reject
 * (those the reader may take now). Choosing another writes its letter.
 */
export function DecisionChoice({ choices, value, onChange, disabled }: DecisionChoiceProps) {
  const { t } = useTranslation('manuscripts');
  if (choices.length < 2) return null;
  return (
    <FieldFrame id="decision-choice" label={t('decisionLetters.choice')} layout="vertical">
      {(a11y) => (
        <Radio.Group
          {...a11y}
          // The label above names a group only through this: a <label for> names one control.
          aria-label={t('decisionLetters.choice')}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value as LetterDecision)}
          options={choices.map((choice) => ({
            value: choice,
            label: t(`decisionLetters.choices.${choice}`),
          }))}
        />
      )}
    </FieldFrame>
  );
}
