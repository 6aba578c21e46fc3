import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/use-feedback';
import { useLeaveGuard } from '../scan/use-leave-guard';
import { SecretNotice } from './secret-notice';

type Props = { issued: { serialNumber: string; secret: string }; onClose: () => void };

/**
 * The new secret after a rotation; closing it is the last time it can be seen. Leaving the screen
 * while it is shown asks first, and so does closing it before it was copied.
 */
export function SecretDialog({ issued, onClose }: Props) {
  const { t } = useTranslation('device');
  const { modal } = useFeedback();
  const [copied, setCopied] = useState(false);
  useLeaveGuard(t('leave.secretShown'));
  const close = () =>
    copied
      ? onClose()
      : modal.confirm({
          title: t('secret.closeTitle'),
          content: t('leave.secretShown'),
          okText: t('common.close'),
          okButtonProps: { danger: true },
          cancelText: t('leave.stay'),
          onOk: onClose,
        });
  return (
    <Modal
      open
      title={t('device.rotateSecret')}
      onCancel={close}
      footer={
        <Button type="primary" onClick={close} data-testid="secret-close">
          {t('common.close')}
        </Button>
      }
      mask={{ closable: false }}
      destroyOnHidden
    >
      <SecretNotice
        serialNumber={issued.serialNumber}
        secret={issued.secret}
        onCopied={() => setCopied(true)}
      />
    </Modal>
  );
}
