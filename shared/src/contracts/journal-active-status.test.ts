// Status and Active are validated together, by the one contract the
// form and the API use: active (open to submissions) only with the status active.
import {
  activeContradictsStatus,
  JOURNAL_STATUSES,
  journalFormSchema,
  journalPayloadSchema,
  journalUpdateSchema,
  toJournalFormValues,
} from './index';

const CODE = 'journal.activeNeedsActiveStatus';
const base = { title: 'T', description: 'D' };
const issuesAt = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

it('knows which pairs contradict each other', () => {
  for (const status of JOURNAL_STATUSES) {
    expect(activeContradictsStatus(status, true)).toBe(status !== 'active');
    expect(activeContradictsStatus(status, false)).toBe(false);
  }
  expect(activeContradictsStatus(undefined, true)).toBe(false);
});

it.each([
  ['payload', journalPayloadSchema, base],
  ['update', journalUpdateSchema, {}],
  ['form', journalFormSchema, { ...toJournalFormValues(), ...base }],
] as const)('the %s schema reports the contradiction at is_active', (_name, schema, values) => {
  for (const status of ['inactive', 'under_review', 'suspended']) {
    const result = schema.safeParse({ ...values, status, is_active: true });
    expect(result.success).toBe(false);
    expect(issuesAt(result)).toEqual([['is_active', CODE]]);
    expect(schema.safeParse({ ...values, status, is_active: false }).success).toBe(true);
  }
  expect(schema.safeParse({ ...values, status: 'active', is_active: true }).success).toBe(true);
});

it('reports it alongside the other field errors of the form', () => {
  const result = journalFormSchema.safeParse({
    ...toJournalFormValues(),
    title: '',
    description: 'D',
    status: 'suspended',
    is_active: true,
  });
  expect(issuesAt(result)).toEqual(
    expect.arrayContaining([
      ['title', 'journal.titleRequired'],
      ['is_active', CODE],
    ]),
  );
});
