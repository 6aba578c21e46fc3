import { SkinPlanDetail } from '../components/skin-plan-detail';

/** `skin/SkinPlanDetails` at /skinPlanDetails/:id: an agent's (or a user's) skin plan. */
export default function SkinPlanDetailsScreen() {
  return <SkinPlanDetail />;
}
