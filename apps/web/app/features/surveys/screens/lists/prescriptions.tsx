import type { TScreenProps } from "../screen-props";
import { PrescriptionsScreen } from "./prescriptions-screen";

export default function Screen(props: TScreenProps) {
  return <PrescriptionsScreen {...props} />;
}
