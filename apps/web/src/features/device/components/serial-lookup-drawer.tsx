import { type DeviceLookup, feedbackResource, permissionOf } from '@skin/contract';
import { Drawer, Result, Skeleton, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListErrorView } from '../../../components/crud/list-state-view';
import { useCan } from '../../../components/permission/use-access';
import { ApiError } from '../../../lib/api-client';
import { useDeviceLookup } from '../api/get-device-lookup';
import { DeviceHistoryTimeline } from './device-history-timeline';
import { LookupDeviceSection } from './lookup-device-section';
import { LookupFeedbackSection } from './lookup-feedback-section';
import { LookupOriginSection } from './lookup-origin-section';

type Props = { serialNumber: string; onClose: () => void };

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section>
    <Typography.Title level={5}>{title}</Typography.Title>
    {children}
  </section>
);

/** Everything found about one device, section by section, in the order of its life. */
function LookupDetails({ found, onClose }: { found: DeviceLookup; onClose: () => void }) {
  const { t } = useTranslation('device');
  const can = useCan();
  if (!found.device)
    return (
      <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="lookup-former">
        <Typography.Text type="secondary">{t('lookup.former')}</Typography.Text>
        <DeviceHistoryTimeline events={found.history} />
      </Space>
    );
  return (
    <Space orientation="vertical" size={24} style={{ width: '100%' }}>
      <LookupDeviceSection device={found.device} />
      <LookupOriginSection found={found} onLeave={onClose} />
      {can(permissionOf(feedbackResource, 'query')) ? (
        <Section title={t('lookup.feedbackCount', { n: found.feedback.length })}>
          <LookupFeedbackSection feedback={found.feedback} />
        </Section>
      ) : null}
      <Section title={t('history.open')}>
        <DeviceHistoryTimeline events={found.history} />
      </Section>
    </Space>
  );
}

/** The answer of the serial-number box: the device and its story, or why there is none. */
export function SerialLookupDrawer({ serialNumber, onClose }: Props) {
  const { t } = useTranslation('device');
  const lookup = useDeviceLookup(serialNumber);
  const notFound = lookup.error instanceof ApiError && lookup.error.status === 404;
  return (
    <Drawer open size={560} title={t('lookup.title', { serial: serialNumber })} onClose={onClose}>
      <div data-testid="serial-lookup">
        {lookup.isPending ? (
          <Skeleton active />
        ) : notFound ? (
          <Result
            status="info"
            title={t('lookup.notFound', { serial: serialNumber })}
            subTitle={t('lookup.notFoundHint')}
            data-testid="lookup-not-found"
          />
        ) : lookup.isError ? (
          <ListErrorView error={lookup.error} onRetry={() => void lookup.refetch()} />
        ) : (
          <LookupDetails found={lookup.data} onClose={onClose} />
        )}
      </div>
    </Drawer>
  );
}
