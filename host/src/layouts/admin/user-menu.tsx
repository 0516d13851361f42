import { type Ref, memo, useEffect, useMemo, useState } from 'react';
import { useNavigate } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import {
  Avatar,
  Button,
  DashboardOutlined,
  DownOutlined,
  Dropdown,
  LogoutOutlined,
  Menu,
  SettingOutlined,
  ShoppingOutlined,
  UserOutlined,
} from '@colophon/shared/antd';
import type { GetRef, MenuProps } from '@colophon/shared/antd';
import { getInitials, useAuthStore } from '@colophon/shared';
import { useSignOut } from '../../features/auth/use-sign-out';
import { afterFirstPaint } from '../../first-load/idle';

const SIGN_OUT = 'sign-out';

interface UserMenuProps {
  /** Hide the name next to the avatar (narrow screens); the label keeps it. */
  compact?: boolean;
}

export function UserMenu({ compact = false }: UserMenuProps) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const signOut = useSignOut();
  const user = useAuthStore((state) => state.user);
  const name = user?.name ?? '';
  const email = user?.email;

  // The same object while nothing in it changes: this component re-renders on every
  // navigation (useNavigate follows the route), the drawn menu below does not.
  const menu = useMemo<MenuProps>(
    () => ({
      items: [
        {
          type: 'group',
          key: 'identity',
          label: (
            <span style={{ display: 'flex', flexDirection: 'column' }}>
              <strong>{name}</strong>
              <span>{email}</span>
            </span>
          ),
        },
        { type: 'divider' },
        { key: '/dashboard', icon: <DashboardOutlined />, label: t('userMenu.dashboard') },
        { key: '/profile', icon: <UserOutlined />, label: t('userMenu.profile') },
        { key: '/orders', icon: <ShoppingOutlined />, label: t('userMenu.orders') },
        { key: '/settings', icon: <SettingOutlined />, label: t('userMenu.settings') },
        { type: 'divider' },
        { key: SIGN_OUT, icon: <LogoutOutlined />, label: t('userMenu.signOut'), danger: true },
      ],
      onClick: ({ key }) => {
        if (key === SIGN_OUT) void signOut();
        else void navigate(key);
      },
    }),
    [t, name, email, signOut, navigate],
  );

  return (
    <AccountDropdown
      menu={menu}
      label={t('topbar.userMenu', { name })}
      name={name}
      compact={compact}
    />
  );
}

interface AccountDropdownProps {
  menu: MenuProps;
  label: string;
  name: string;
  compact: boolean;
}

/** The dropdown's menu; the ref lets the dropdown move focus into it. */
const AccountMenu = memo(function AccountMenu({
  menu,
  ref,
}: {
  menu: MenuProps;
  ref?: Ref<GetRef<typeof Menu>>;
}) {
  return <Menu {...menu} ref={ref} />;
});

const AccountDropdown = memo(function AccountDropdown({
  menu,
  label,
  name,
  compact,
}: AccountDropdownProps) {
  // The menu is drawn, closed, once the panel is idle: its first open then only
  // shows it, instead of rendering it and computing its styles while the user
  // waits (about 80 ms at 4× CPU).
  const [drawn, setDrawn] = useState(false);
  useEffect(() => afterFirstPaint(() => setDrawn(true)), []);
  // The same element on every render of the dropdown: opening it re-renders the
  // dropdown, and a menu built from the `menu` prop re-rendered every item and
  // its tooltip with it.
  const popup = useMemo(() => <AccountMenu menu={menu} />, [menu]);
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      placement="bottomRight"
      popupRender={() => popup}
      forceRender={drawn}
    >
      <Button type="text" aria-label={label} style={{ paddingInline: 6 }}>
        {/* The initials as the avatar's icon: as text, antd measures them after
            mount to scale them, a forced layout of the whole new panel inside
            its first commit (about 45 ms at 4× CPU). Two letters fit
            the small avatar unscaled. */}
        <Avatar size="small" aria-hidden="true" icon={<span>{getInitials(name)}</span>} />
        {!compact && <span>{name}</span>}
        <DownOutlined aria-hidden="true" style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
});
