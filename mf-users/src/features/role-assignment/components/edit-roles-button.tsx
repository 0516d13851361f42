import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SafetyCertificateOutlined } from '@colophon/shared/antd';
import { useCan } from '@colophon/shared';
import { type User } from '@colophon/shared/contracts';
import { RoleAssignmentDialog } from './role-assignment-dialog';

/** 'Edit Roles' and its dialog, for those who may assign roles (nobody else sees it). */
export function EditRolesButton({ user, disabled }: { user: User; disabled?: boolean }) {
  const { t } = useTranslation('users');
  const canAssign = useCan('users.manage');
  const [open, setOpen] = useState(false);
  // A new key per opening starts the dialog from the user's current roles.
  const [opening, setOpening] = useState(0);
  if (!canAssign) return null;
  return (
    <>
      <Button
        size="small"
        icon={<SafetyCertificateOutlined />}
        disabled={disabled}
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
      >
        {t('roles.edit')}
      </Button>
      <RoleAssignmentDialog key={opening} user={user} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
