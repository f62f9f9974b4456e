import type { TScreenProps } from "../screen-props";
import { IntroScreen, useIntroStrings } from "./intro-screen";

export default function IntroPrescriptionsScreen(props: TScreenProps) {
  const strings = useIntroStrings(props);
  return <IntroScreen props={props} {...strings} />;
}
