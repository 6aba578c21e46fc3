import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  onEdit?: () => void;
  onDelete?: () => void;
  /** The screen's own actions for this row (reset password, permissions...). */
  extra?: ReactNode;
};

/** The buttons at the end of a row; each appears only when its handler is given. */
export function RowActions({ onEdit, onDelete, extra }: Props) {
  const { t } = useTranslation('crud');
  return (
    <Space size={0} wrap>
      {onEdit ? (
        <Button type="link" size="small" icon={<EditOutlined />} onClick={onEdit} data-testid="row-edit">
          {t('actions.edit')}
        </Button>
      ) : null}
      {extra}
      {onDelete ? (
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined />}
          onClick={onDelete}
          data-testid="row-delete"
        >
          {t('actions.delete')}
        </Button>
      ) : null}
    </Space>
  );
}
