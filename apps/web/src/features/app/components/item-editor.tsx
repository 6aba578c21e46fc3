import { APP_INDEX_LIMITS, type IosIndexItem, iosIndexItemResource } from '@skin/contract';
import { Button, Card, Flex, Form, Input, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateRecord } from '../../../components/crud/api/create-record';
import { FieldsError } from '../../../components/crud/api/request-with-fields';
import { useUpdateRecord } from '../../../components/crud/api/update-record';
import { AppFileInput } from './app-file-input';
import { RichTextEditor } from './rich-text-editor';

/** What the form holds: the item's own fields, shown live in the preview. */
export type ItemDraft = { title: string; imageFileId: string | null; content: string | null; state: number };

type Props = {
  indexId: number;
  /** The item edited, or null for a new one. */
  item: IosIndexItem | null;
  onDraft: (draft: ItemDraft) => void;
  onDone: () => void;
};

const draftOf = (item: IosIndexItem | null): ItemDraft => ({
  title: item?.title ?? '',
  imageFileId: item?.imageFileId ?? null,
  content: item?.content ?? null,
  state: item?.state ?? 1,
});

/**
 * An item's form: title, image (5:2 or 5:3), content (rich text the server sanitizes) and, for a new
 * item, whether it is shown. Every change is handed to `onDraft` so the phone preview follows the
 * form before anything is saved. A new item goes to the end of the entry.
 */
export function ItemEditor({ indexId, item, onDraft, onDone }: Props) {
  const { t } = useTranslation('app');
  const [form] = Form.useForm<ItemDraft>();
  const create = useCreateRecord<IosIndexItem>(iosIndexItemResource);
  const update = useUpdateRecord<IosIndexItem>(iosIndexItemResource);
  useEffect(() => {
    const initial = draftOf(item);
    form.setFieldsValue(initial);
    onDraft(initial);
  }, [item, form, onDraft]);

  const save = async (values: ItemDraft) => {
    const body = {
      title: values.title,
      imageFileId: values.imageFileId ?? null,
      content: values.content?.trim() ? values.content : null,
    };
    try {
      if (item) await update.mutateAsync({ id: item.id, ...body });
      else await create.mutateAsync({ indexId, ...body, state: values.state });
      onDone();
    } catch (err) {
      if (err instanceof FieldsError)
        form.setFields(
          Object.entries(err.fields).map(([name, error]) => ({ name, errors: [error] })) as never,
        );
    }
  };

  return (
    <Card size="small" title={item ? t('detail.editItem') : t('detail.newItem')} data-testid="item-editor">
      <Form<ItemDraft>
        form={form}
        layout="vertical"
        onValuesChange={(_, all) => onDraft({ ...draftOf(null), ...all })}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="title"
          label={t('detail.itemTitle')}
          rules={[{ required: true, whitespace: true, message: t('detail.titleRequired') }]}
        >
          <Input maxLength={64} data-testid="item-field-title" />
        </Form.Item>
        <Form.Item name="imageFileId" label={t('detail.image')}>
          <AppFileInput use="homeImage" testId="item-field-image" />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('detail.content')}
          extra={t('detail.contentHint')}
          rules={[{ max: APP_INDEX_LIMITS.contentLength }]}
        >
          <RichTextEditor label={t('detail.content')} testId="item-field-content" />
        </Form.Item>
        {item ? null : (
          <Form.Item
            name="state"
            label={t('index.state')}
            getValueProps={(v: number) => ({ checked: v === 1 })}
            getValueFromEvent={(checked: boolean) => (checked ? 1 : 0)}
          >
            <Switch checkedChildren={t('index.shown')} unCheckedChildren={t('index.hidden')} />
          </Form.Item>
        )}
        <Flex gap={8} justify="end">
          <Button onClick={onDone} data-testid="item-cancel">
            {t('detail.cancel')}
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={create.isPending || update.isPending}
            data-testid="item-save"
          >
            {t('detail.save')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
