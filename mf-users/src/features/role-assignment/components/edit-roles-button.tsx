import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SafetyCertificateOutlined } from '@colophon/shared/antd';
import { type User } from '@colophon/shared/contracts';
import { RoleAssignmentDialog } from './role-assignment-dialog';

/** 'Edit Roles' and its dialog. */
export function EditRolesButton({ user, disabled }: { user: User; disabled?: boolean }) {
  const { t } = useTranslation('users');
  const [open, setOpen] = useState(false);
  // A new key per opening starts the dialog from the user's current roles.
  const [opening, setOpening] = useState(0);
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
