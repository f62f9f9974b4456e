import { SANDBOX_CARDS } from "@planready/contracts/billing/api";
import { FlaskConical } from "lucide-react";
import { useTranslation } from "../../../i18n/react";
import { Button } from "../../../components/ui/button";

const cards = [
  { key: "success", number: SANDBOX_CARDS.success },
  { key: "declined", number: SANDBOX_CARDS.declined },
  { key: "insufficientFunds", number: SANDBOX_CARDS.insufficientFunds },
] as const;

/** The sandbox's test cards, plainly labelled as no real charge, each with a button that fills it in. */
export function TestCards({ onUse }: { onUse: (number: string) => void }) {
  const { t } = useTranslation("billing");
  return (
    <section
      aria-labelledby="test-cards-heading"
      data-testid="test-cards"
      className="rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="test-cards-heading" className="flex items-center gap-2 font-semibold">
        <FlaskConical aria-hidden className="size-5" />
        {t("testCards.title")}
      </h2>
      <p className="mt-1 text-sm">{t("testCards.body")}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {cards.map((card) => (
          <li
            key={card.key}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white/70 px-3 py-2 dark:bg-black/20"
          >
            <span>
              <span className="block font-mono font-semibold tracking-wide">{card.number}</span>
              <span className="text-sm">{t(`testCards.${card.key}`)}</span>
            </span>
            <Button
              variant="ghost"
              className="text-amber-950! hover:bg-amber-100! dark:text-amber-50! dark:hover:bg-amber-900!"
              aria-label={t("testCards.useLabel", { number: card.number })}
              onPress={() => onUse(card.number)}
            >
              {t("testCards.use")}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
