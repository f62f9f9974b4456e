import { useTranslation } from "../../../../i18n/react";
import { ScreenLayout } from "../../components/screen-layout";
import { useScreenValidation } from "../../hooks/use-screen-validation";
import type { TScreenProps } from "../screen-props";
import { useDobField } from "./dob-fields";

export default function DobScreen(props: TScreenProps) {
  const { t } = useTranslation("surveys");
  const dob = useDobField(props);
  const { errors, check } = useScreenValidation(() => ({ dob: dob.error }));
  return (
    <ScreenLayout {...props} title={t("titles.dob")} intro={<p>{t("screens.dob.intro")}</p>} onNext={() => check() && props.goNext()}>
      {dob.field(errors.dob)}
    </ScreenLayout>
  );
}
