// The data part of the antd kit: what the sections render (tables, trees,
// selects, uploads, …). Reached through @colophon/shared/antd; the panel's frame
// and the dashboard do without it (see panel.ts).

// Component paths, not the 'antd' barrel: the barrel is one module whose used
// exports are the union of both parts, so through it the shell would pull in
// every data component as well.
export { default as Checkbox } from 'antd/es/checkbox';
export { default as Descriptions } from 'antd/es/descriptions';
export { default as InputNumber } from 'antd/es/input-number';
export { default as Listy } from 'antd/es/listy';
export { default as Pagination } from 'antd/es/pagination';
export { default as Popconfirm } from 'antd/es/popconfirm';
export { default as Radio } from 'antd/es/radio';
export { default as Rate } from 'antd/es/rate';
export { default as Segmented } from 'antd/es/segmented';
export { default as Select } from 'antd/es/select';
export { default as Skeleton } from 'antd/es/skeleton';
export { default as Slider } from 'antd/es/slider';
export { default as Switch } from 'antd/es/switch';
export { default as Table } from 'antd/es/table';
export { default as Tabs } from 'antd/es/tabs';
export { default as Timeline } from 'antd/es/timeline';
export { default as Tree } from 'antd/es/tree';
export { default as TreeSelect } from 'antd/es/tree-select';
export { default as Upload } from 'antd/es/upload';
// DatePicker with `YYYY-MM-DD` strings (the picker's dates are antd's own dayjs).
export { DateInput, type DateInputProps } from './date-input';
