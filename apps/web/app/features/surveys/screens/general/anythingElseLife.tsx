import type { TScreenProps } from "../screen-props";
import { AnythingElse } from "./anything-else-fields";

export default function AnythingElseLifeScreen(props: TScreenProps) {
  return <AnythingElse props={props} variant="anythingElseLife" />;
}
