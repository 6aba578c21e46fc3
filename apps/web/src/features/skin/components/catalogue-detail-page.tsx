import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ResourceDef } from '@skin/contract';
import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '../../../lib/router';
import { isNotFound, useRecord } from '../api/get-catalogue-record';

type Props<E> = {
  def: ResourceDef;
  /** The card's title, e.g. "Goods details". */
  title: string;
  /** The list the record belongs to (its menu path), for the way back. */
  listPath: string;
  /** The record's own name, shown beside the title. */
  nameOf: (row: E) => string;
  children: (row: E) => ReactNode;
};

/**
 * A read-only page for one catalogue record at `/<route>/:id`: the record, or a page that says
 * why there is none (no id, not found or not visible to the caller, the call failed) and leads
 * back to the list. The tab's title is the route's own.
 */
export function CatalogueDetailPage<E>(props: Props<E>) {
  const id = Number(useParams().id);
  // Keyed by id: the tab keeps this screen alive while another record is opened in it.
  return Number.isInteger(id) && id > 0 ? <Loaded key={id} id={id} {...props} /> : <Missing {...props} />;
}

function BackButton({ listPath }: { listPath: string }) {
  const { t } = useTranslation('skin');
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(listPath)} data-testid="detail-back">
      {t('catalogue.back')}
    </Button>
  );
}

function Missing<E>({ title, listPath }: Props<E>) {
  const { t } = useTranslation('skin');
  return (
    <Card title={title}>
      <Result status="info" title={t('catalogue.choose')} extra={<BackButton listPath={listPath} />} />
    </Card>
  );
}

function Loaded<E>({ id, def, title, listPath, nameOf, children }: Props<E> & { id: number }) {
  const { t } = useTranslation('skin');
  const { t: crud } = useTranslation('crud');
  const record = useRecord<E>(def, id);
  const back = <BackButton listPath={listPath} />;
  if (record.isPending)
    return (
      <Card title={title} data-testid="detail-loading">
        <Skeleton active />
      </Card>
    );
  if (record.isError)
    return (
      <Card title={title}>
        {isNotFound(record.error) ? (
          <Result
            status="404"
            title={record.error.message}
            subTitle={t('catalogue.notVisible')}
            extra={back}
            data-testid="detail-not-found"
          />
        ) : (
          <Result
            status="warning"
            title={t('catalogue.loadFailed')}
            subTitle={record.error.message}
            extra={[
              <Button key="retry" type="primary" onClick={() => void record.refetch()}>
                {crud('actions.retry')}
              </Button>,
              <BackButton key="back" listPath={listPath} />,
            ]}
            data-testid="detail-error"
          />
        )}
      </Card>
    );
  return (
    <Card title={`${title}: ${nameOf(record.data)}`} extra={back} data-testid="detail">
      {children(record.data)}
    </Card>
  );
}
