import { permissionOf, type Store, storeResource, userResource } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import { onlyWhen } from '../../../components/crud/only-when';
import { ResourceListPage } from '../../../components/crud/resource-list-page';
import { useCan } from '../../../components/permission/use-access';
import { useFirstPicks } from '../../../components/picker/pick-api';
import { ResourcePicker } from '../../../components/picker/resource-picker';
import { ENDONYMS, isLanguage, LANGUAGES } from '../../../lib/languages';
import { ManagerAccountSelect } from '../components/manager-account-select';
import { StoreLogoInput } from '../components/store-logo-input';
import { useCountries } from '../components/use-countries';

const MERCHANTS = { role: 'MERCHANT' } as const;

/** `store/StoreList`: merchants' stores, which devices are bound to. */
export default function StoreListScreen() {
  const { t } = useTranslation('store');
  // Merchants grow without bound: searched on the server as users of that role.
  const readsUsers = useCan()(permissionOf(userResource, 'query'));
  const merchants = useFirstPicks(userResource, 2, readsUsers, MERCHANTS).data;
  const merchantPicker = (testId: string) => (
    <ResourcePicker def={userResource} narrowing={MERCHANTS} testId={testId} />
  );
  const sexes = [
    { value: 1, label: t('sex.male') },
    { value: 0, label: t('sex.female') },
  ];
  const sexOf = (s: Store) => sexes.find((x) => x.value === s.managerSex)?.label ?? '';
  const countries = useCountries();
  const countryOf = (s: Store) => countries.nameOf(s.country);
  // Each language in itself, as the shell's language menu names them.
  const languages = LANGUAGES.map((code) => ({ value: code, label: ENDONYMS[code] }));
  const languageOf = (s: Store) => (isLanguage(s.language) ? ENDONYMS[s.language] : s.language);
  // A merchant adds stores for itself: start the form with it chosen.
  const own =
    merchants?.items.length === 1 && !merchants.more ? { merchantId: merchants.items[0].id } : undefined;
  return (
    <ResourceListPage
      def={storeResource}
      title={t('store.title')}
      noun={t('store.noun')}
      columns={[
        { key: 'name', title: t('store.name') },
        { key: 'merchantName', title: t('store.merchant') },
        { key: 'managerUsername', title: t('store.managerAccount') },
        { key: 'area', title: t('store.area') },
        { key: 'country', title: t('store.country'), render: (_, s) => countryOf(s), exportValue: countryOf },
        {
          key: 'language',
          title: t('store.language'),
          render: (_, s) => languageOf(s),
          exportValue: languageOf,
        },
        { key: 'address', title: t('store.address') },
        { key: 'managerName', title: t('store.manager') },
        { key: 'managerSex', title: t('store.managerSex'), render: (_, s) => sexOf(s), exportValue: sexOf },
        { key: 'phone', title: t('store.phone') },
        {
          key: 'createdAt',
          title: t('store.registeredAt'),
          render: formatDateTime,
          exportValue: (s) => formatDateTime(s.createdAt),
        },
        { key: 'remark', title: t('store.remark') },
      ]}
      filters={[
        { name: 'name', label: t('store.name') },
        ...onlyWhen((merchants?.items.length ?? 0) > 0, {
          name: 'merchantId',
          label: t('store.merchant'),
          render: merchantPicker('filter-merchantId'),
        }),
        { name: 'country', label: t('store.country'), input: 'select', options: countries.options },
      ]}
      form={[
        { name: 'name', label: t('store.name') },
        { name: 'merchantId', label: t('store.merchant'), render: merchantPicker('field-merchantId') },
        {
          name: 'managerId',
          label: t('store.managerAccount'),
          render: <ManagerAccountSelect />,
          dependencies: ['merchantId'],
          hint: t('store.managerAccountHint'),
        },
        { name: 'area', label: t('store.area') },
        {
          name: 'country',
          label: t('store.country'),
          input: 'select',
          options: countries.options,
          hint: t('store.countryHint'),
        },
        {
          name: 'language',
          label: t('store.language'),
          input: 'select',
          options: languages,
          hint: t('store.languageHint'),
        },
        { name: 'address', label: t('store.address') },
        { name: 'managerName', label: t('store.manager') },
        { name: 'managerSex', label: t('store.managerSex'), input: 'radio', options: sexes },
        { name: 'phone', label: t('store.phone'), patternMessage: t('store.phoneFormat') },
        { name: 'logoFileId', label: t('store.logo'), render: <StoreLogoInput /> },
        { name: 'remark', label: t('store.remark'), input: 'textarea' },
      ]}
      newRecord={own}
    />
  );
}
