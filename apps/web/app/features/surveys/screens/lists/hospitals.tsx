import type { TScreenProps } from "../screen-props";
import { HospitalsScreen } from "./hospitals-screen";

export default function Screen(props: TScreenProps) {
  return <HospitalsScreen {...props} />;
}
