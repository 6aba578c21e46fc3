import { CustomDiseaseDetail } from '../components/custom-disease-detail';

/** `skin/CustomDetails` at /customDetails/:id: one custom disease, opened from its list. */
export default function CustomDetailsScreen() {
  return <CustomDiseaseDetail />;
}
