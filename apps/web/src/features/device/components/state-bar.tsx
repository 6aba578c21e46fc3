import { Badge, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { COUNTED, type CountedState, useStateCounts } from '../api/get-state-counts';
import { useDeviceStates } from './device-states';

type Props = { value: CountedState; onChange: (state: CountedState) => void; enabled: boolean };

/** The device states with how many devices are in each; choosing one filters the list below. */
export function StateBar({ value, onChange, enabled }: Props) {
  const { t } = useTranslation('device');
  const { labels } = useDeviceStates();
  const counts = useStateCounts(enabled);
  return (
    <Segmented<CountedState>
      value={value}
      onChange={onChange}
      options={COUNTED.map((state) => ({
        value: state,
        label: (
          <Space size={6} data-testid={`state-count-${state || 'all'}`}>
            {state ? labels[state] : t('state.all')}
            <Badge
              count={counts[state] ?? 0}
              showZero
              overflowCount={99_999}
              color={state === value ? '#1677ff' : '#bfbfbf'}
            />
          </Space>
        ),
      }))}
      data-testid="state-bar"
    />
  );
}
