import { ArrowLeftOutlined } from '@ant-design/icons';
import { Code, type IosIndex, iosIndexResource } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { resourceEndpoints } from '../../../components/crud/api/resource-endpoints';
import { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/endpoint-client';
import { useNavigate, useParams } from '../../../lib/router';
import { EntryEditor } from '../components/entry-editor';

/** The entries' list (its menu path), for the way back. */
const LIST_PATH = '/app/index';

/**
 * `app/IosIndexDetail` at /iosIndexDetail/:id: one entry of the app's home, its items (added,
 * edited, shown or hidden, dragged into order) and beside them a phone showing the entry as the
 * app will, the form's unsaved values included (docs/app-content.md).
 */
export default function IosIndexDetailScreen() {
  const id = Number(useParams().id);
  // Keyed by id: the tab keeps this screen alive while another entry is opened in it.
  return Number.isInteger(id) && id > 0 ? <EntryDetail key={id} id={id} /> : <Missing />;
}

function BackButton() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(LIST_PATH)} data-testid="detail-back">
      {t('detail.back')}
    </Button>
  );
}

function Missing() {
  const { t } = useTranslation('app');
  return (
    <Card>
      <Result status="info" title={t('detail.choose')} extra={<BackButton />} />
    </Card>
  );
}

function EntryDetail({ id }: { id: number }) {
  const { t } = useTranslation('app');
  const { t: crud } = useTranslation('crud');
  const entry = useQuery({
    queryKey: [iosIndexResource.name, 'one', id],
    queryFn: () =>
      call(resourceEndpoints(iosIndexResource).get, { params: { id } }, { quiet: true }) as Promise<IosIndex>,
  });
  if (entry.isPending)
    return (
      <Card data-testid="detail-loading">
        <Skeleton active />
      </Card>
    );
  if (entry.isError) {
    const missing = entry.error instanceof ApiError && entry.error.code === Code.notFound;
    return (
      <Card>
        <Result
          status={missing ? '404' : 'warning'}
          title={missing ? t('detail.notFound') : t('detail.loadFailed')}
          subTitle={entry.error.message}
          extra={[
            <BackButton key="back" />,
            missing ? null : (
              <Button key="retry" type="primary" onClick={() => void entry.refetch()}>
                {crud('actions.retry')}
              </Button>
            ),
          ]}
          data-testid="detail-not-found"
        />
      </Card>
    );
  }
  return <EntryEditor entry={entry.data} back={<BackButton />} />;
}
