import type { TScreenProps } from "../screen-props";
import { DoctorsScreen } from "./doctors-screen";

export default function Screen(props: TScreenProps) {
  return <DoctorsScreen {...props} connecture />;
}
