import { type feedbackResource, feedbackRespond } from '@skin/contract';
import { type ButtonProps, Form, Modal } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SchemaForm } from '../../../components/crud/schema-form';
import { testIdProps } from '../../../components/crud/test-id';
import { useRespondFeedback } from '../api/respond-feedback';

export type Feedback = z.infer<typeof feedbackResource.entity>;

type Props = { feedback: Feedback; onClose: () => void };

/** Answers a store's feedback (or changes the answer); the store sees the latest one. */
export function RespondDialog({ feedback, onClose }: Props) {
  const { t } = useTranslation('device');
  const [form] = Form.useForm();
  const formId = useId();
  const respond = useRespondFeedback();
  return (
    <Modal
      open
      title={t('feedback.respondTo', { title: feedback.title })}
      onCancel={onClose}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ htmlType: 'submit', form: formId, ...testIdProps<ButtonProps>('respond-submit') }}
      confirmLoading={respond.isPending}
      destroyOnHidden
    >
      <p style={{ whiteSpace: 'pre-wrap' }}>{feedback.content}</p>
      <SchemaForm
        schema={feedbackRespond}
        form={form}
        formId={formId}
        fixed={{ id: feedback.id }}
        initialValues={{ response: feedback.response ?? '' }}
        fields={[{ name: 'response', label: t('feedback.response'), input: 'textarea' }]}
        onSubmit={async (body) => {
          await respond.mutateAsync(body);
          onClose();
        }}
      />
    </Modal>
  );
}
