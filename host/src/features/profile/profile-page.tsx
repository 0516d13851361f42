import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Col, EditOutlined, Flex, Row } from '@colophon/shared/antd';
import { ButtonLink, ErrorState, LoadingState, PageHeader, useAuthStore } from '@colophon/shared';
import { fetchMe, profileKeys } from './api/profile-api';
import { AccountCard } from './components/account-card';
import { AcademicProfileCard } from './components/academic-profile-card';
import { ChangeEmailForm } from './components/change-email-form';
import { ChangePasswordForm } from './components/change-password-form';
import { PROFILE_NAMESPACE } from './locales/register';

/** /profile: the signed-in user's account and academic profile, password and email. */
export function ProfilePage() {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  const stored = useAuthStore((state) => state.user);
  const me = useQuery({ queryKey: profileKeys.me, queryFn: fetchMe });
  const user = me.data ?? stored;

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        extra={
          user && (
            <ButtonLink type="primary" icon={<EditOutlined />} to={`/users/${user.id}/edit`}>
              {t('edit')}
            </ButtonLink>
          )
        }
      />
      {!user && me.isPending ? (
        <LoadingState />
      ) : !user ? (
        <ErrorState message={t('loadError')} onRetry={() => void me.refetch()} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <Flex vertical gap={16}>
              <AccountCard user={user} />
              <AcademicProfileCard profile={user.academic_profile} />
            </Flex>
          </Col>
          <Col xs={24} xl={10}>
            <Flex vertical gap={16}>
              <ChangePasswordForm />
              <ChangeEmailForm />
            </Flex>
          </Col>
        </Row>
      )}
    </>
  );
}
