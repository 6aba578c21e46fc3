import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePagination } from '../../../stores/pagination';
import { ResourceTypeList } from '../components/resource-type-list';
import { UrlResourceList } from '../components/url-resource-list';

/** `system/Resource`: URL permissions and the types that group them, one tab each. */
export default function ResourceScreen() {
  const { t } = useTranslation('system');
  return (
    <Tabs
      // Both lists page through the one pagination store: only the visible one stays mounted,
      // and switching starts it at page 1.
      destroyOnHidden
      onChange={() => usePagination.getState().resetPage()}
      items={[
        { key: 'url', label: t('resource.urlTitle'), children: <UrlResourceList /> },
        { key: 'type', label: t('resource.typeTitle'), children: <ResourceTypeList /> },
      ]}
    />
  );
}
