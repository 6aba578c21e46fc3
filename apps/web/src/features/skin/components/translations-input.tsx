import { CONTENT_LANGUAGES, type ContentLanguage, type Translations } from '@skin/contract';
import { Input, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENDONYMS, isLanguage } from '../../../lib/languages';

/** A field the section translates: its key in `translations`, its label and its bound. */
export type TranslatedField = { key: string; label: string; max: number; long?: boolean };

type Props = {
  fields: readonly TranslatedField[];
  /** Languages the entered fields already give (an image type's Chinese and English names). */
  entered?: readonly ContentLanguage[];
  /** Given by the form (`Form.Item`). */
  value?: Translations | null;
  onChange?: (value: Translations) => void;
};

/**
 * The "Translations" section of a reference-data form: pick a language, write each field in it.
 * A language counts as missing while any of the fields is empty in it; the missing ones are counted
 * and marked, in the picker and as tags that open them. The form sends the whole map
 * (docs/skin-knowledge.md, "Names and texts in every language").
 */
export function TranslationsInput({ fields, entered = [], value, onChange }: Props) {
  const { t, i18n } = useTranslation('skin');
  const offered = CONTENT_LANGUAGES.filter((lang) => !entered.includes(lang));
  const reader = i18n.language;
  const [lang, setLang] = useState<ContentLanguage>(
    isLanguage(reader) && (offered as string[]).includes(reader) ? (reader as ContentLanguage) : offered[0],
  );
  const texts = value ?? {};
  const textOf = (field: string, language: ContentLanguage) => texts[field]?.[language] ?? '';
  const isMissing = (language: ContentLanguage) => fields.some((f) => !textOf(f.key, language).trim());
  const missing = offered.filter(isMissing);
  const write = (field: string, text: string) =>
    onChange?.({ ...texts, [field]: { ...texts[field], [lang]: text } });

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="translations">
      <Space wrap>
        <Select
          value={lang}
          onChange={setLang}
          style={{ minWidth: 200 }}
          aria-label={t('translations.language')}
          data-testid="translations-language"
          options={offered.map((language) => ({
            value: language,
            label: (
              <span data-testid={`translations-option-${language}`}>
                {ENDONYMS[language]}
                {isMissing(language) ? (
                  <Tag color="warning" style={{ marginInlineStart: 8 }}>
                    {t('translations.missingMark')}
                  </Tag>
                ) : null}
              </span>
            ),
          }))}
        />
        <Typography.Text type={missing.length ? 'warning' : 'success'} data-testid="translations-count">
          {missing.length
            ? t('translations.missing', { missing: missing.length, total: offered.length })
            : t('translations.complete')}
        </Typography.Text>
      </Space>
      {fields.map((field) => {
        const props = {
          value: textOf(field.key, lang),
          maxLength: field.max,
          placeholder: field.label,
          'aria-label': `${field.label} (${ENDONYMS[lang]})`,
          'data-testid': `translation-${field.key}`,
          lang,
        };
        return field.long ? (
          <Input.TextArea
            key={field.key}
            {...props}
            autoSize={{ minRows: 2, maxRows: 6 }}
            onChange={(e) => write(field.key, e.target.value)}
          />
        ) : (
          <Input key={field.key} {...props} onChange={(e) => write(field.key, e.target.value)} />
        );
      })}
      {missing.length ? (
        <Space size={[4, 4]} wrap>
          {missing.map((language) => (
            <Tag
              key={language}
              color={language === lang ? 'orange' : 'default'}
              style={{ cursor: 'pointer' }}
              onClick={() => setLang(language)}
              data-testid={`translations-missing-${language}`}
            >
              {ENDONYMS[language]}
            </Tag>
          ))}
        </Space>
      ) : null}
    </Space>
  );
}
