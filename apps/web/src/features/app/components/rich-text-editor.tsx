import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  value?: string | null;
  onChange?: (html: string) => void;
  /** The area's name for a screen reader: the field's label. */
  label: string;
  testId: string;
};

/**
 * An item's rich text (a home item's content, a discovery item's text): bold, italic, underline,
 * headings and lists over an editable area. The server keeps only the text structure and links
 * (modules/files/sanitize.ts); the phone previews clean what is typed the same way (safe-html.ts).
 */
export function RichTextEditor({ value, onChange, label, testId }: Props) {
  const { t } = useTranslation('app');
  const area = useRef<HTMLDivElement>(null);
  // The area is the browser's own while typing: the value is written into it only when it differs
  // (a record loaded), or every keystroke would move the caret to the start.
  useEffect(() => {
    if (area.current && area.current.innerHTML !== (value ?? '')) area.current.innerHTML = value ?? '';
  }, [value]);
  const command = (name: string, arg?: string) => {
    area.current?.focus();
    // execCommand is deprecated but remains the one editing API every browser implements.
    document.execCommand(name, false, arg);
    onChange?.(area.current?.innerHTML ?? '');
  };
  const tools = [
    { title: t('richText.bold'), icon: <BoldOutlined />, run: () => command('bold') },
    { title: t('richText.italic'), icon: <ItalicOutlined />, run: () => command('italic') },
    {
      title: t('richText.underline'),
      icon: <UnderlineOutlined />,
      run: () => command('underline'),
    },
    {
      title: t('richText.bullets'),
      icon: <UnorderedListOutlined />,
      run: () => command('insertUnorderedList'),
    },
    {
      title: t('richText.numbers'),
      icon: <OrderedListOutlined />,
      run: () => command('insertOrderedList'),
    },
  ];
  return (
    <Flex vertical gap={4}>
      <Flex gap={4} wrap>
        {tools.map((tool) => (
          <Tooltip key={tool.title} title={tool.title}>
            <Button size="small" icon={tool.icon} aria-label={tool.title} onClick={tool.run} />
          </Tooltip>
        ))}
        <Button size="small" onClick={() => command('formatBlock', 'h3')}>
          {t('richText.heading')}
        </Button>
        <Button size="small" onClick={() => command('formatBlock', 'p')}>
          {t('richText.paragraph')}
        </Button>
      </Flex>
      {/* biome-ignore lint/a11y/useSemanticElements: a textarea holds plain text only; rich text needs an editable element */}
      <div
        ref={area}
        tabIndex={0}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        data-testid={testId}
        onInput={() => onChange?.(area.current?.innerHTML ?? '')}
        style={{
          minHeight: 160,
          maxHeight: 360,
          overflow: 'auto',
          padding: '6px 11px',
          border: '1px solid #d9d9d9',
          borderRadius: 6,
        }}
      />
    </Flex>
  );
}
