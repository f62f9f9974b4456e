import type { TScreenProps } from "../screen-props";
import { ProvidersScreen } from "./providers-screen";

export default function Screen(props: TScreenProps) {
  return <ProvidersScreen {...props} kind="hospitals" />;
}
