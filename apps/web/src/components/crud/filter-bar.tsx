import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChoiceInput } from './choice-input';
import type { FilterSpec } from './types';

type Props = { filters: readonly FilterSpec<string>[]; onSearch: (values: Record<string, unknown>) => void };

/** The filters above a list: Enter in a text filter searches, Reset clears every filter. */
export function FilterBar({ filters, onSearch }: Props) {
  const { t } = useTranslation('crud');
  const [form] = Form.useForm();
  return (
    <Form form={form} layout="inline" onFinish={onSearch} style={{ rowGap: 12 }} data-testid="filter-bar">
      {filters.map((f) => (
        <Form.Item key={f.name} name={f.name} label={f.label}>
          {f.render ??
            (f.input && f.input !== 'text' ? (
              <ChoiceInput
                kind={f.input}
                options={f.options ?? []}
                placeholder={t('placeholders.select')}
                testId={`filter-${f.name}`}
                style={{ minWidth: 180 }}
              />
            ) : (
              <Input allowClear placeholder={t('placeholders.enter')} data-testid={`filter-${f.name}`} />
            ))}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="filter-search">
            {t('actions.search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('actions.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
