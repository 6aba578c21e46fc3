import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Space } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '../../../lib/router';
import { useDiscoveryEntries } from '../api/discovery-queries';
import { DiscoveryPhonePreview, type PreviewItem } from './discovery-phone-preview';
import { previewEntries } from './preview-data';

/** Said instead of the page while no record is named, or the one named cannot be read. */
const Missing = ({ text }: { text: string }) => <Alert type="info" showIcon message={text} />;

/**
 * The record a discovery screen edits, named by its route's `:id`: the page for a valid id, a
 * notice otherwise. Keyed by id: the tab keeps the screen alive while another record is opened in it.
 */
export function DiscoveryRecord({ missing, page }: { missing: string; page: (id: number) => ReactNode }) {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? (
    <Fragment key={id}>{page(id)}</Fragment>
  ) : (
    <Missing text={missing} />
  );
}

type Props = {
  /** The notice when the record cannot be read (gone, or never there). */
  missing: string;
  failed: boolean;
  loading: boolean;
  heading: ReactNode;
  /** Where the back arrow leads. */
  backTo: string;
  extra?: ReactNode;
  /** The editor's width before it grows or wraps, in pixels. */
  width: number;
  /** What the phone beside the editor shows: the device type's tabs, the entry's cards or one item opened. */
  phone: {
    deviceTypeId: number | undefined;
    entryId: number;
    items?: PreviewItem[];
    open?: PreviewItem | null;
  };
  children: ReactNode;
};

/** A discovery detail screen: the editor in a card with its way back, and the phone beside it. */
export function DiscoveryFrame({
  missing,
  failed,
  loading,
  heading,
  backTo,
  extra,
  width,
  phone,
  children,
}: Props) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const entries = useDiscoveryEntries(phone.deviceTypeId);
  if (failed) return <Missing text={missing} />;
  return (
    <Flex gap={24} wrap align="flex-start">
      <Card
        style={{ flex: `1 1 ${width}px`, minWidth: 320 }}
        loading={loading}
        title={
          <Space>
            <Button
              type="text"
              icon={<ArrowLeftOutlined />}
              aria-label={t('discovery.back')}
              onClick={() => navigate(backTo)}
            />
            {heading}
          </Space>
        }
        extra={extra}
      >
        {children}
      </Card>
      <DiscoveryPhonePreview
        entries={previewEntries(entries.data?.list)}
        activeEntryId={phone.entryId}
        items={phone.items ?? []}
        open={phone.open}
      />
    </Flex>
  );
}
