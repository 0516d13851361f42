import { useTranslation } from 'react-i18next';
import { type Control } from 'react-hook-form';
import { Col, Input, InputNumber, Row, Select } from '@colophon/shared/antd';
import { CAREER_STAGES } from '@colophon/shared/contracts';
import { FormField } from '@colophon/shared';
import { SectionCard } from '../../../components/section-card';
import { type ProfileTextField, type UserFormValues } from '../lib/user-form-values';

type Span = { xs: number; md: number };
const HALF: Span = { xs: 24, md: 12 };
const THIRD: Span = { xs: 24, md: 8 };
const QUARTER: Span = { xs: 24, md: 6 };

/** Plain text inputs of the profile, with their column span. */
const TEXT_FIELDS: Array<[ProfileTextField, Span]> = [
  ['title', QUARTER],
  ['first_name', QUARTER],
  ['middle_name', QUARTER],
  ['last_name', QUARTER],
  ['email', THIRD],
  ['phone', THIRD],
];
const AFFILIATION_FIELDS: Array<[ProfileTextField, Span]> = [
  ['institution', THIRD],
  ['department', THIRD],
  ['position', THIRD],
  ['city', THIRD],
  ['country', THIRD],
  ['orcid', THIRD],
];

/** The academic profile: every field optional. */
export function ProfileFields({ control }: { control: Control<UserFormValues> }) {
  const { t } = useTranslation('users');
  const text = ([name, span]: [ProfileTextField, Span]) => (
    <Col key={name} {...span}>
      <FormField
        name={`academic_profile.${name}`}
        control={control}
        label={t(`form.profile.${name}`)}
        extra={name === 'orcid' ? t('form.orcidHint') : undefined}
        hideExtraOnError
      >
        <Input
          autoComplete="off"
          type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
          dir={name === 'orcid' ? 'ltr' : undefined}
        />
      </FormField>
    </Col>
  );
  const tags = (name: 'research_areas' | 'languages') => (
    <Col {...HALF}>
      <FormField
        name={`academic_profile.${name}`}
        control={control}
        label={t(`form.profile.${name}`)}
        extra={t('form.tagsHint')}
        hideExtraOnError
        render={(field, a11y) => (
          <Select
            {...a11y}
            ref={field.ref}
            mode="tags"
            open={false}
            suffixIcon={null}
            tokenSeparators={[',']}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            style={{ inlineSize: '100%' }}
          />
        )}
      />
    </Col>
  );
  const number = (name: 'h_index' | 'citation_count') => (
    <Col {...QUARTER}>
      <FormField
        name={`academic_profile.${name}`}
        control={control}
        label={t(`form.profile.${name}`)}
        render={(field, a11y) => (
          <InputNumber
            {...a11y}
            ref={field.ref}
            min={0}
            precision={0}
            value={field.value}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
            onBlur={field.onBlur}
            style={{ inlineSize: '100%' }}
          />
        )}
      />
    </Col>
  );

  return (
    <SectionCard title={t('form.academicProfile')} level={2}>
      <Row gutter={16}>
        {TEXT_FIELDS.map(text)}
        <Col {...THIRD}>
          <FormField
            name="academic_profile.career_stage"
            control={control}
            label={t('form.profile.career_stage')}
            render={(field, a11y) => (
              <Select
                {...a11y}
                ref={field.ref}
                allowClear
                value={field.value || undefined}
                onChange={(value?: string) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                placeholder={t('form.chooseCareerStage')}
                options={CAREER_STAGES.map((stage) => ({
                  value: stage,
                  label: t(`careerStages.${stage}`),
                }))}
              />
            )}
          />
        </Col>
      </Row>
      <Row gutter={16}>{AFFILIATION_FIELDS.map(text)}</Row>
      <Row gutter={16}>
        {number('h_index')}
        {number('citation_count')}
      </Row>
      <Row gutter={16}>
        {tags('research_areas')}
        {tags('languages')}
      </Row>
      <FormField name="academic_profile.bio" control={control} label={t('form.profile.bio')}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
      </FormField>
    </SectionCard>
  );
}
