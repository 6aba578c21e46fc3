import { aboutMeUpdate, MAINLAND_MOBILE, SEX } from '@skin/contract';
import { Alert, Button, Card, Form, Input, Skeleton } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '../../../components/crud/schema-form';
import type { FormFieldSpec, SchemaKeys } from '../../../components/crud/types';
import { useAboutMe } from '../api/get-about-me';
import { useUpdateAboutMe } from '../api/update-about-me';

/**
 * A zh-CN browser gives a phone (at most 11 digits) as contact; any other an e-mail
 * (docs/product-rules.md, "Fields and codes").
 */
const phoneContact = () => (navigator.language ?? '') === 'zh-CN';

/** `profile/PersonalInfo`: name, sex and contact of the signed-in user. */
export default function PersonalInfoScreen() {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm();
  const formId = useId();
  const about = useAboutMe();
  const save = useUpdateAboutMe();
  const phone = phoneContact();
  const contact: FormFieldSpec<SchemaKeys<typeof aboutMeUpdate>> = phone
    ? {
        name: 'contact',
        label: t('info.phone'),
        render: <Input maxLength={11} inputMode="numeric" data-testid="field-contact" />,
        rules: [{ pattern: MAINLAND_MOBILE, message: t('info.phoneFormat') }],
      }
    : {
        name: 'contact',
        label: t('info.email'),
        render: <Input inputMode="email" maxLength={128} data-testid="field-contact" />,
        rules: [{ type: 'email', message: t('info.emailFormat') }],
      };
  // The one contact field means a phone in a zh-CN browser and an e-mail elsewhere: a contact of
  // the other kind is not shown in this field (an e-mail in an 11-digit phone box) but named
  // above it, and kept unless a new one is typed.
  const stored = about.data?.contact ?? null;
  const other = stored !== null && (phone ? !MAINLAND_MOBILE.test(stored) : MAINLAND_MOBILE.test(stored));
  const initialValues = about.data && (other ? { ...about.data, contact: undefined } : about.data);
  return (
    <Card title={t('info.title')} style={{ maxWidth: 560 }}>
      {other ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('info.otherContact', { contact: stored })}
          data-testid="info-other-contact"
        />
      ) : null}
      {about.isPending ? (
        <Skeleton active />
      ) : (
        <SchemaForm
          schema={aboutMeUpdate}
          form={form}
          formId={formId}
          initialValues={initialValues}
          fields={[
            { name: 'name', label: t('info.name') },
            {
              name: 'sex',
              label: t('info.sex'),
              input: 'radio',
              options: [
                { value: SEX.male, label: t('info.male') },
                { value: SEX.female, label: t('info.female') },
              ],
            },
            contact,
          ]}
          onSubmit={(body) => save.mutateAsync(other && !body.contact ? { ...body, contact: stored } : body)}
          footer={
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="info-submit">
              {t('info.submit')}
            </Button>
          }
        />
      )}
    </Card>
  );
}
