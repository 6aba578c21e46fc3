import { CopyOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/use-feedback';

/** Puts a text on the clipboard; where the clipboard API is refused (no secure context), a selection copy. */
async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    if (!copied) throw new Error('copy refused');
  }
}

/** Copies a setting's parameter and says so with the product's words. */
export function CopyButton({ text, testId }: { text: string; testId?: string }) {
  const { t } = useTranslation('settings');
  const { message } = useFeedback();
  return (
    <Tooltip title={t('copy')}>
      <Button
        size="small"
        type="text"
        icon={<CopyOutlined />}
        aria-label={t('copy')}
        data-testid={testId}
        onClick={() =>
          void copyText(text).then(
            () => message.success(t('copied')),
            () => message.error(t('copyFailed')),
          )
        }
      />
    </Tooltip>
  );
}
