import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStore } from '../api/get-store';
import { useCountries } from './use-countries';

/** The mainland's phone box takes 11 characters, as it always has (docs/product-rules.md, "Input rules"). */
const MAINLAND_LENGTH = 11;
/** Elsewhere a number with its spaces, dashes and country code. */
const PHONE_LENGTH = 32;

/** The country of the store chosen on the consumer form, once the store is read. */
function useChosenCountry() {
  const storeId = Form.useWatch('storeId', Form.useFormInstance()) as number | undefined;
  return useStore(storeId).data?.country;
}

type Props = { value?: string; onChange?: (value: string) => void };

/** A consumer's phone: a mainland store's box takes 11 characters, any other's a number as written. */
export function ConsumerPhoneInput({ value, onChange }: Props) {
  const { t } = useTranslation('crud');
  const country = useChosenCountry();
  return (
    <Input
      value={value}
      onChange={(e) => onChange?.(e.target.value)}
      maxLength={country === 'CN' ? MAINLAND_LENGTH : PHONE_LENGTH}
      allowClear
      placeholder={t('placeholders.enter')}
      data-testid="field-phone"
    />
  );
}

/** Under the phone of a store outside the mainland: how its numbers may be written. */
export function ConsumerPhoneHint() {
  const { t } = useTranslation('store');
  const country = useChosenCountry();
  const countries = useCountries();
  if (!country || country === 'CN') return null;
  return (
    <span data-testid="phone-hint">{t('consumer.phoneHint', { country: countries.nameOf(country) })}</span>
  );
}
