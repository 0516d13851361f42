import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Descriptions, Flex, Tag, Typography } from '@colophon/shared/antd';
import { EmptyState } from '@colophon/shared';
import { type AcademicProfile } from '@colophon/shared/contracts';
import { PROFILE_NAMESPACE } from '../locales/register';

const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ') || null;

function Tags({ values, empty }: { values: string[]; empty: string }) {
  if (values.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <Flex wrap gap={6}>
      {values.map((value) => (
        <Tag key={value}>{value}</Tag>
      ))}
    </Flex>
  );
}

/** The academic profile as the users section shows it: who, where, what; or how to add one. */
export function AcademicProfileCard({ profile }: { profile: AcademicProfile | null }) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const title = <h2 style={{ margin: 0, fontSize: 'inherit' }}>{t('academic.title')}</h2>;
  if (!profile) {
    return (
      <Card title={title}>
        <EmptyState description={t('academic.empty')} />
      </Card>
    );
  }
  // Values keep their own direction inside a right-to-left page (+1555…, 0000-0005-…).
  const show = (value: ReactNode) =>
    value === null || value === '' ? '—' : typeof value === 'string' ? <bdi>{value}</bdi> : value;
  const career = profile.career_stage
    ? t(`careerStages.${profile.career_stage}`, { defaultValue: profile.career_stage })
    : null;
  const items = [
    {
      key: 'name',
      label: t('academic.fullName'),
      children: show(
        joined(profile.title, profile.first_name, profile.middle_name, profile.last_name),
      ),
    },
    { key: 'email', label: t('academic.email'), children: show(profile.email) },
    { key: 'phone', label: t('academic.phone'), children: show(profile.phone) },
    { key: 'career', label: t('academic.careerStage'), children: show(career) },
    {
      key: 'orcid',
      label: t('academic.orcid'),
      children: profile.orcid ? (
        <Typography.Link
          href={`https://orcid.org/${profile.orcid}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <bdi>{profile.orcid}</bdi>
        </Typography.Link>
      ) : (
        '—'
      ),
    },
    { key: 'institution', label: t('academic.institution'), children: show(profile.institution) },
    { key: 'department', label: t('academic.department'), children: show(profile.department) },
    { key: 'position', label: t('academic.position'), children: show(profile.position) },
    {
      key: 'location',
      label: t('academic.location'),
      children: show([profile.city, profile.country].filter(Boolean).join(', ')),
    },
    { key: 'h', label: t('academic.hIndex'), children: show(profile.h_index) },
    { key: 'citations', label: t('academic.citations'), children: profile.citation_count },
    {
      key: 'areas',
      label: t('academic.researchAreas'),
      children: <Tags values={profile.research_areas} empty={t('academic.noneListed')} />,
    },
    {
      key: 'languages',
      label: t('academic.languages'),
      children: <Tags values={profile.languages} empty={t('academic.noneListed')} />,
    },
    { key: 'bio', label: t('academic.bio'), children: show(profile.bio) },
  ];
  return (
    <Card title={title}>
      <Descriptions column={{ xs: 1, md: 2 }} items={items} />
    </Card>
  );
}
