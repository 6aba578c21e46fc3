import { deviceTypeResource, type FileKind, type StoredFile } from '@skin/contract';
import { Alert, Col, Divider, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../components/permission/use-access';
import { GROUPS, useFileKindLabels } from './file-kinds';
import { FileSlot } from './file-slot';

/** File changes to save: a new file id per kind, or null to remove the kind's file. */
export type FileChanges = Partial<Record<FileKind, string | null>>;

type Props = {
  initial: Record<string, StoredFile>;
  model: string;
  changes: FileChanges;
  onChange: (changes: FileChanges) => void;
};

/** The agreement pages and images of a device type; nothing changes on the server until Save. */
export function DeviceTypeFiles({ initial, model, changes, onChange }: Props) {
  const { t } = useTranslation('device');
  const labels = useFileKindLabels();
  const mayUpload = useHasPermission([deviceTypeResource.extra.upload]);
  const [shown, setShown] = useState<Partial<Record<FileKind, StoredFile>>>(initial);
  const change = (kind: FileKind, file: StoredFile | null) => {
    setShown((s) => ({ ...s, [kind]: file ?? undefined }));
    onChange({ ...changes, [kind]: file?.id ?? null });
  };
  return (
    <>
      {mayUpload && !model ? (
        <Alert type="info" showIcon title={t('files.modelFirst')} data-testid="files-hint" />
      ) : null}
      {GROUPS.map(({ group, kinds }) => (
        <div key={group}>
          <Divider titlePlacement="start" plain>
            {group === 'agreement' ? t('files.agreements') : t('files.images')}
          </Divider>
          <Row gutter={[12, 12]}>
            {kinds.map((kind) => (
              <Col key={kind} xs={24} sm={12} md={8} style={{ display: 'flex' }}>
                <FileSlot
                  kind={kind}
                  group={group}
                  label={labels[kind]}
                  file={shown[kind]}
                  model={model}
                  mayUpload={mayUpload}
                  onChange={(file) => change(kind, file)}
                />
              </Col>
            ))}
          </Row>
        </div>
      ))}
    </>
  );
}
