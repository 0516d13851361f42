import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Col, Descriptions, Flex, Row, Tag, Typography } from '@colophon/shared/antd';
import { EmptyState, LtrText, UserText, ltrText, userText } from '@colophon/shared';
import { type AcademicProfile } from '@colophon/shared/contracts';
import { SectionCard } from '../../../components/section-card';
import { fullNameOf, locationOf, orcidUrl } from '../lib/profile-display';

function Badges({ values, empty }: { values: string[]; empty: string }) {
  if (values.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <Flex wrap gap={6}>
      {values.map((value) => (
        <Tag key={value} color="geekblue">
          <UserText>{value}</UserText>
        </Tag>
      ))}
    </Flex>
  );
}

/** Personal information, affiliation, research areas and languages; or the empty state. */
export function AcademicProfileTab({ profile }: { profile: AcademicProfile | null }) {
  const { t } = useTranslation('users');
  if (!profile) return <EmptyState description={t('profile.empty')} />;

  const show = (value: ReactNode) => userText(value || null);
  const location = locationOf(profile);
  const careerStage = profile.career_stage
    ? t(`careerStages.${profile.career_stage}`, { defaultValue: profile.career_stage })
    : null;

  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <SectionCard title={t('profile.personal')} style={{ blockSize: '100%' }}>
            <Descriptions
              column={1}
              items={[
                { key: 'name', label: t('profile.fullName'), children: show(fullNameOf(profile)) },
                {
                  key: 'email',
                  label: t('profile.email'),
                  children: profile.email ? (
                    <Typography.Link href={`mailto:${profile.email}`}>
                      <LtrText>{profile.email}</LtrText>
                    </Typography.Link>
                  ) : (
                    '—'
                  ),
                },
                { key: 'phone', label: t('profile.phone'), children: ltrText(profile.phone) },
                { key: 'career', label: t('profile.careerStage'), children: show(careerStage) },
                {
                  key: 'orcid',
                  label: t('profile.orcid'),
                  children: profile.orcid ? (
                    <Typography.Link
                      href={orcidUrl(profile.orcid)}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <LtrText>{profile.orcid}</LtrText>
                    </Typography.Link>
                  ) : (
                    '—'
                  ),
                },
              ]}
            />
          </SectionCard>
        </Col>
        <Col xs={24} lg={12}>
          <SectionCard title={t('profile.affiliation')} style={{ blockSize: '100%' }}>
            <Descriptions
              column={1}
              items={[
                {
                  key: 'institution',
                  label: t('profile.institution'),
                  children: show(profile.institution),
                },
                {
                  key: 'department',
                  label: t('profile.department'),
                  children: show(profile.department),
                },
                { key: 'position', label: t('profile.position'), children: show(profile.position) },
                ...(location
                  ? [{ key: 'location', label: t('profile.location'), children: location }]
                  : []),
              ]}
            />
          </SectionCard>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <SectionCard title={t('profile.researchAreas')} style={{ blockSize: '100%' }}>
            <Badges values={profile.research_areas} empty={t('profile.noneListed')} />
          </SectionCard>
        </Col>
        <Col xs={24} lg={12}>
          <SectionCard title={t('profile.languages')} style={{ blockSize: '100%' }}>
            <Badges values={profile.languages} empty={t('profile.noneListed')} />
          </SectionCard>
        </Col>
      </Row>
    </Flex>
  );
}
