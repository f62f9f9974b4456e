import type { TScreenProps } from "../screen-props";
import { PharmaciesScreen } from "./pharmacies-screen";

export default function Screen(props: TScreenProps) {
  return <PharmaciesScreen {...props} />;
}
