import type { TScreenProps } from "../screen-props";
import { ConsentScreen } from "./consent-screen";

export default function Screen(props: TScreenProps) {
  return <ConsentScreen {...props} kind="aca_consent" />;
}
