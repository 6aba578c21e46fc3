import { SkinPlanDetail } from '../components/skin-plan-detail';

/** `skin/SkinPlanDetailsRoot` at /skinPlanDetailsRoot/:id: a platform skin plan. */
export default function SkinPlanDetailsRootScreen() {
  return <SkinPlanDetail />;
}
