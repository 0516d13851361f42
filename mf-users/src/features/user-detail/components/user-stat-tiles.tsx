import { useTranslation } from 'react-i18next';
import { Card, Col, Row, Statistic } from '@colophon/shared/antd';
import { type User } from '@colophon/shared/contracts';
import { formatCount } from '../lib/format-count';

interface UserStatTilesProps {
  user: User;
  /** Null while unknown (loading, or failed to load). */
  publicationCount: number | null;
  loading: boolean;
}

/** Publications always; h-index when the profile has one; citations when above 0. */
export function UserStatTiles({ user, publicationCount, loading }: UserStatTilesProps) {
  const { t } = useTranslation('users');
  const profile = user.academic_profile;
  const tiles = [{ key: 'publications', title: t('stats.publications'), value: publicationCount }];
  if (profile && profile.h_index !== null)
    tiles.push({ key: 'hIndex', title: t('stats.hIndex'), value: profile.h_index });
  if (profile && profile.citation_count > 0)
    tiles.push({ key: 'citations', title: t('stats.citations'), value: profile.citation_count });

  return (
    <Row gutter={[16, 16]} style={{ marginBlockEnd: 16 }}>
      {tiles.map((tile) => (
        <Col key={tile.key} xs={24} sm={8}>
          <Card size="small">
            <Statistic
              title={tile.title}
              value={tile.value === null ? '—' : formatCount(tile.value)}
              loading={tile.key === 'publications' && loading}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
