import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, BellOutlined, Button, Dropdown } from '@colophon/shared/antd';
import { formatBadgeCount, isolate, isRtl, useLanguage } from '@colophon/shared';
import { NOTIFICATIONS_NAMESPACE } from '../locales/register';
import { useNotificationSummary } from '../hooks/use-notification-summary';
import { NotificationPanel } from './notification-panel';

/**
 * The top bar's bell: the unread count (9+ above nine, no badge at zero) and,
 * on click, a dialog with the newest notifications, their links and the
 * read actions. Escape or a link closes it; focus returns to the bell.
 */
export function NotificationBell() {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const { data } = useNotificationSummary();
  const count = data?.unread ?? 0;
  const rtl = isRtl(useLanguage());
  // '9+' reads 9+ in Urdu too (not +9): the text is isolated left to right. Only the
  // text: a `direction` on the badge itself would turn its inline-end corner, so in
  // Urdu it would sit on the wrong side of the bell, over the theme toggle.
  const shown = count > 0 ? formatBadgeCount(count) : '';

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) bell.current?.focus();
  };

  return (
    // The badge stands out past the bell's inline-end corner (its right, its left in
    // Urdu); the margin on that side keeps it off the theme toggle next to the bell.
    <span style={{ display: 'inline-flex', marginInlineEnd: 8 }}>
      <Badge
        count={shown ? (rtl ? isolate(shown, 'ltr') : shown) : 0}
        size="small"
        offset={[-4, 4]}
      >
        <Dropdown
          open={open}
          onOpenChange={setOpen}
          trigger={['click']}
          placement="bottomRight"
          popupRender={() => <NotificationPanel unread={count} onClose={close} />}
        >
          <Button
            ref={bell}
            type="text"
            shape="circle"
            icon={<BellOutlined />}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-label={count > 0 ? t('bell.labelCount', { count }) : t('bell.label')}
          />
        </Dropdown>
      </Badge>
    </span>
  );
}
