import type { TScreenProps } from "../screen-props";
import { IntroScreen, useIntroStrings } from "./intro-screen";

export default function AlmostDoneScreen(props: TScreenProps) {
  const strings = useIntroStrings(props);
  return <IntroScreen props={props} {...strings} />;
}
