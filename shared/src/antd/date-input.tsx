// A date field as the panel's forms hold dates: a `YYYY-MM-DD` string in and
// out, drawn by antd's DatePicker in the panel's language. It lives here
// because the picker's dates must be made by the very dayjs antd uses (with
// its plugins and languages): a section bundling its own dayjs would hand the
// picker dates it cannot read.
import dayjs, { type Dayjs } from 'dayjs';
// Urdu's month and day names (German's come with antd's own locale).
import 'dayjs/locale/ur';
import 'dayjs/locale/de';
import DatePicker, { type DatePickerProps } from 'antd/es/date-picker';

const DAY = 'YYYY-MM-DD';

export interface DateInputProps extends Omit<
  DatePickerProps,
  'value' | 'defaultValue' | 'onChange' | 'disabledDate' | 'picker'
> {
  /** The day, `YYYY-MM-DD`; '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The first day that may be picked (`YYYY-MM-DD`); earlier days are greyed out. */
  min?: string;
}

export function DateInput({ value, onChange, min, ...props }: DateInputProps) {
  const day = value ? dayjs(value) : null;
  const first = min ? dayjs(min) : null;
  return (
    <DatePicker
      {...props}
      value={day?.isValid() ? day : null}
      // One date (no `multiple`): never a list.
      onChange={(picked) => onChange(picked && !Array.isArray(picked) ? picked.format(DAY) : '')}
      disabledDate={first ? (candidate: Dayjs) => candidate.isBefore(first, 'day') : undefined}
    />
  );
}
