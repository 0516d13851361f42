import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Modal } from '@colophon/shared/antd';
import { i18n } from '../i18n/i18n';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The explanation; `children` may carry richer content instead. */
  description?: ReactNode;
  children?: ReactNode;
  /** Defaults to the translated 'Confirm'. */
  confirmText?: ReactNode;
  cancelText?: ReactNode;
  /** Red confirm button, for destructive actions. */
  danger?: boolean;
  /** While true the dialog cannot be dismissed (backdrop, Escape, close icon or Cancel) and Confirm spins. */
  loading?: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A controlled confirmation dialog. */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmText,
  cancelText,
  danger = false,
  loading = false,
  confirmDisabled = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      title={title}
      centered
      destroyOnHidden
      okText={confirmText ?? t('actions.confirm')}
      cancelText={cancelText ?? t('actions.cancel')}
      okButtonProps={{ danger, loading, disabled: confirmDisabled }}
      cancelButtonProps={{ disabled: loading }}
      closable={!loading}
      keyboard={!loading}
      mask={{ closable: !loading }}
      onOk={onConfirm}
      onCancel={() => {
        if (!loading) onCancel();
      }}
    >
      {description}
      {children}
    </Modal>
  );
}

export interface ConfirmDialogOptions {
  title?: ReactNode;
  content?: ReactNode;
  confirmText?: ReactNode;
  cancelText?: ReactNode;
  danger?: boolean;
}

type ModalApi = ReturnType<typeof App.useApp>['modal'];

// antd's static Modal.confirm renders outside every provider and cannot read the
// theme, language or direction (a dark or right-to-left panel got a light,
// left-to-right dialog). Each React root's AppProviders registers its App context's
// modal here; confirmDialog uses the latest one, the static function only without any.
const modalApis: ModalApi[] = [];

/** Rendered inside antd's App by AppProviders: lends its modal API to confirmDialog. */
export function ConfirmDialogHost() {
  const { modal } = App.useApp();
  useEffect(() => {
    modalApis.push(modal);
    return () => {
      modalApis.splice(modalApis.lastIndexOf(modal), 1);
    };
  }, [modal]);
  return null;
}

/**
 * Imperative confirmation: resolves true on confirm, false on cancel. The
 * dialog takes theme, locale and direction from AppProviders (antd's App context).
 */
export function confirmDialog({
  title,
  content,
  confirmText,
  cancelText,
  danger = false,
}: ConfirmDialogOptions = {}): Promise<boolean> {
  const confirm = modalApis.at(-1)?.confirm ?? Modal.confirm;
  return new Promise((resolve) => {
    confirm({
      title: title ?? i18n.t('common:confirm.title'),
      content: content ?? i18n.t('common:confirm.description'),
      okText: confirmText ?? i18n.t('common:actions.confirm'),
      cancelText: cancelText ?? i18n.t('common:actions.cancel'),
      okButtonProps: { danger },
      centered: true,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
