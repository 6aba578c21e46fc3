import { type Consumer, consumerResource } from '@skin/contract';
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSetState } from '../../../components/crud/api/set-state';
import { verbPermission } from '../../../components/crud/state-permission';
import { testIdProps } from '../../../components/crud/test-id';
import { useHasPermission } from '../../../components/permission/use-access';
import { useFeedback } from '../../../lib/use-feedback';
import { useEraseConsumer } from '../api/erase-consumer';

/**
 * A consumer's archive, restore and erase actions (docs/skin-tests.md, "Consumers"): archiving
 * keeps the tests and reports; erasing, for platform staff, takes them and the photos, after a
 * confirmation that names the consumer and the number of tests.
 */
export function ConsumerRowActions({ consumer }: { consumer: Consumer }) {
  const { t } = useTranslation('store');
  const { modal } = useFeedback();
  const archive = useSetState(consumerResource, 'archive');
  const erase = useEraseConsumer();
  const mayArchive = useHasPermission([verbPermission(consumerResource, 'archive')]);
  const mayErase = useHasPermission([consumerResource.extra.erase]);
  const setArchived = (archived: boolean) =>
    archive.mutateAsync({ id: consumer.id, value: archived }).catch(() => undefined);
  const askArchive = () =>
    modal.confirm({
      title: t('consumer.archiveTitle', { name: consumer.name }),
      content: t('consumer.archiveContent', { count: consumer.testCount }),
      okText: t('consumer.archive'),
      okButtonProps: testIdProps<ButtonProps>('confirm-archive-ok'),
      cancelText: t('consumer.cancel'),
      onOk: () => setArchived(true),
    });
  const askErase = () =>
    modal.confirm({
      title: t('consumer.eraseTitle', { name: consumer.name }),
      content: t('consumer.eraseContent', { count: consumer.testCount }),
      okText: t('consumer.erase'),
      okButtonProps: { danger: true, ...testIdProps<ButtonProps>('confirm-erase-ok') },
      cancelText: t('consumer.cancel'),
      onOk: () => erase.mutateAsync({ id: consumer.id, tests: consumer.testCount }).catch(() => undefined),
    });
  return (
    <>
      {mayArchive && !consumer.archived ? (
        <Button type="link" size="small" onClick={askArchive} data-testid={`consumer-archive-${consumer.id}`}>
          {t('consumer.archive')}
        </Button>
      ) : null}
      {mayArchive && consumer.archived ? (
        <Button
          type="link"
          size="small"
          loading={archive.isPending}
          onClick={() => void setArchived(false)}
          data-testid={`consumer-restore-${consumer.id}`}
        >
          {t('consumer.restore')}
        </Button>
      ) : null}
      {mayErase ? (
        <Button
          type="link"
          size="small"
          danger
          onClick={askErase}
          data-testid={`consumer-erase-${consumer.id}`}
        >
          {t('consumer.erase')}
        </Button>
      ) : null}
    </>
  );
}
