import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Avatar,
  BankOutlined,
  CalendarOutlined,
  Card,
  CheckCircleOutlined,
  EnvironmentOutlined,
  Flex,
  MailOutlined,
  Tag,
  Typography,
} from '@colophon/shared/antd';
import { LtrText, UserText, formatDate, getInitials } from '@colophon/shared';
import { type User } from '@colophon/shared/contracts';
import { RoleTags } from '../../../components/role-tags';
import { locationOf } from '../lib/profile-display';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex component="span" align="center" gap={6}>
      <span aria-hidden="true">{icon}</span>
      <span>{children}</span>
    </Flex>
  );
}

interface UserHeaderCardProps {
  user: User;
  /** The 'Edit Roles' action, rendered beside the role badges. */
  rolesAction?: ReactNode;
}

/** Who the user is: initials, title and name, position and institution, contact, roles. */
export function UserHeaderCard({ user, rolesAction }: UserHeaderCardProps) {
  const { t } = useTranslation('users');
  const profile = user.academic_profile;
  const location = locationOf(profile);
  const affiliation = [profile?.position, profile?.institution].filter(Boolean).join(' · ');

  return (
    <Card style={{ marginBlockEnd: 16 }}>
      <Flex gap={24} wrap align="flex-start">
        <Avatar size={80} aria-hidden="true" style={{ fontSize: 30, flexShrink: 0 }}>
          {getInitials(user.name)}
        </Avatar>
        <Flex vertical gap={8} style={{ flex: 1, minInlineSize: 240 }}>
          <div>
            {profile?.title && (
              <Typography.Text type="secondary" style={{ display: 'block' }}>
                <UserText>{profile.title}</UserText>
              </Typography.Text>
            )}
            <Flex align="center" gap={8} wrap>
              <Typography.Title level={2} dir="auto" style={{ margin: 0, fontSize: 22 }}>
                {user.name}
              </Typography.Title>
              {user.deleted_at && <Tag color="error">{t('status.deleted')}</Tag>}
              {user.email_verified_at && (
                <Tag color="success" icon={<CheckCircleOutlined />}>
                  {t('detail.verifiedEmail')}
                </Tag>
              )}
            </Flex>
            {affiliation && (
              <Fact icon={<BankOutlined />}>
                <Typography.Text>
                  <UserText>{affiliation}</UserText>
                </Typography.Text>
              </Fact>
            )}
          </div>
          <Flex gap="small" wrap style={{ columnGap: 24 }}>
            <Fact icon={<MailOutlined />}>
              <Typography.Link href={`mailto:${user.email}`}>
                <LtrText>{user.email}</LtrText>
              </Typography.Link>
            </Fact>
            {location && (
              <Fact icon={<EnvironmentOutlined />}>
                <UserText>{location}</UserText>
              </Fact>
            )}
            <Fact icon={<CalendarOutlined />}>
              {t('detail.joined', { date: formatDate(user.created_at) })}
            </Fact>
          </Flex>
          <Flex align="center" gap="small" wrap>
            <Typography.Text type="secondary">{t('detail.roles')}</Typography.Text>
            <RoleTags roles={user.roles} />
            {rolesAction}
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
