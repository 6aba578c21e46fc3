import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { SecretNotice } from './secret-notice';

type Props = { issued: { serialNumber: string; secret: string }; onClose: () => void };

/** The new secret after a rotation; closing it is the last time it can be seen. */
export function SecretDialog({ issued, onClose }: Props) {
  const { t } = useTranslation('device');
  return (
    <Modal
      open
      title={t('device.rotateSecret')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid="secret-close">
          {t('common.close')}
        </Button>
      }
      mask={{ closable: false }}
      destroyOnHidden
    >
      <SecretNotice serialNumber={issued.serialNumber} secret={issued.secret} />
    </Modal>
  );
}
