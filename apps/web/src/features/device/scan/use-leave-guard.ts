import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from '../../../lib/router';
import { useFeedback } from '../../../lib/use-feedback';

/**
 * While `reason` is set, leaving the screen asks first: a navigation inside the console gets a
 * confirmation saying `reason`, closing or reloading the page the browser's own warning.
 */
export function useLeaveGuard(reason: string | null) {
  const { t } = useTranslation('device');
  const { modal } = useFeedback();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => !!reason && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('leave.title'),
      content: reason,
      okText: t('leave.anyway'),
      okButtonProps: { danger: true },
      cancelText: t('leave.stay'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, reason, t]);
  useEffect(() => {
    if (!reason) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [reason]);
}
