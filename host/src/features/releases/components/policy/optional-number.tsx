import { useRef } from 'react';
import { type RefCallBack } from 'react-hook-form';
import { Checkbox, Flex, InputNumber } from '@colophon/shared/antd';
import { type FieldA11y } from '@colophon/shared';

interface OptionalNumberProps {
  /** null: the rule is off; undefined: on, but no number typed (the schema refuses it). */
  value: number | null | undefined;
  onChange: (value: number | null | undefined) => void;
  onBlur: () => void;
  inputRef: RefCallBack;
  a11y: FieldA11y;
  /** The checkbox's name ("Watch INP"); the field's label names the number. */
  toggleLabel: string;
  /** The number a rule switched on gets when it never had one. */
  fallback: number;
  suffix?: string;
}

/**
 * A number of the policy that may be off (null): a checkbox turns the rule on
 * or off, the number beside it is its limit. Turning it back on restores the
 * last number.
 */
export function OptionalNumber(props: OptionalNumberProps) {
  const { value, onChange, onBlur, inputRef, a11y, toggleLabel, fallback, suffix } = props;
  const last = useRef(value ?? fallback);
  if (typeof value === 'number') last.current = value;
  return (
    <Flex gap={12} align="center" wrap>
      <Checkbox
        checked={value !== null}
        onChange={(event) => onChange(event.target.checked ? last.current : null)}
      >
        {toggleLabel}
      </Checkbox>
      <InputNumber
        {...a11y}
        ref={inputRef}
        value={value ?? null}
        disabled={value === null}
        onChange={(next) => onChange(next ?? undefined)}
        onBlur={onBlur}
        // A greyed unit beside an empty, disabled box reads as too faint: shown only when on.
        suffix={value === null ? undefined : suffix}
        style={{ inlineSize: 160 }}
      />
    </Flex>
  );
}
