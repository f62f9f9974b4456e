import type { TSplashLinksResponse } from "@planready/contracts/agent-sites";
import { ArrowDown, ArrowUp } from "lucide-react";
import { useTranslation } from "../../../i18n/react";
import { Checkbox } from "../../../components/ui/form-field";
import { NativeIconButton } from "../../../components/ui/native-button";
import { moveLink } from "../lib/site-draft";

type TLinks = TSplashLinksResponse["links"];

/**
 * Which of the agent's live links the page shows, and in which order: the shown ones first, in the page's order,
 * each with up and down; then the others, unticked.
 */
export function LinkPicker({ links, value, onChange }: { links: TLinks; value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation("splash");
  if (!links.length) return <p className="text-base text-slate-700 dark:text-slate-300">{t("builder.links.none")}</p>;
  const byId = new Map(links.map((link) => [link.id, link]));
  const shown = value.filter((id) => byId.has(id));
  const ordered = [...shown.map((id) => byId.get(id)!), ...links.filter((link) => !shown.includes(link.id))];
  const nameOf = (link: TLinks[number]) => `${t(`surveyTypes.${link.survey_type}`)} (/${link.url})`;
  return (
    <ul className="flex flex-col gap-2">
      {ordered.map((link) => {
        const index = shown.indexOf(link.id);
        const name = nameOf(link);
        return (
          <li key={link.id} className="flex items-center gap-2 rounded-xl border border-slate-200 px-3 dark:border-slate-700">
            <Checkbox
              className="flex-1"
              checked={index >= 0}
              onChange={(event) => onChange(event.target.checked ? [...shown, link.id] : shown.filter((id) => id !== link.id))}
            >
              <span className="text-base">{name}</span>
            </Checkbox>
            {index >= 0 ? (
              <>
                <NativeIconButton
                  aria-label={t("builder.links.up", { name })}
                  isDisabled={index === 0}
                  onPress={() => onChange(moveLink(shown, index, -1))}
                >
                  <ArrowUp aria-hidden className="size-5" />
                </NativeIconButton>
                <NativeIconButton
                  aria-label={t("builder.links.down", { name })}
                  isDisabled={index === shown.length - 1}
                  onPress={() => onChange(moveLink(shown, index, 1))}
                >
                  <ArrowDown aria-hidden className="size-5" />
                </NativeIconButton>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
