import { LINK_DELIVERIES_MAX, type TLink } from "@planready/contracts/links";
import { Mail, MessageSquare, Plus, Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Field, Select } from "../../../components/ui/form-field";
import { TextField } from "../../../components/ui/text-field";
import { invalidFieldPaths, problemMessage } from "../../../lib/problem-message";
import { useAddDelivery, useRemoveDelivery } from "../api/link-members";

type TChannel = "email" | "sms";

/** Email addresses and mobile numbers the link is sent to: listed, added one at a time, removed one by one. */
export function DeliveriesSection({ link }: { link: TLink }) {
  const { t } = useTranslation("links");
  const channelId = useId();
  const add = useAddDelivery(link.id);
  const remove = useRemoveDelivery(link.id);
  const [channel, setChannel] = useState<TChannel>("email");
  const [target, setTarget] = useState("");
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  // The list as a whole is full (`body.deliveries`), or the one address typed is not valid (`body.deliveries.0.target`).
  const refused = invalidFieldPaths(add.error).find((path) => path.startsWith("body.deliveries"));
  const fieldError =
    refused === undefined
      ? null
      : refused === "body.deliveries"
        ? t("deliveries.tooMany", { max: LINK_DELIVERIES_MAX })
        : t(`deliveries.invalid.${channel}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!target.trim()) return setMessage({ tone: "error", text: t(`deliveries.empty.${channel}`) });
    add.mutate(
      { channel, target },
      {
        onSuccess: () => {
          setMessage({ tone: "success", text: t("deliveries.added", { target: target.trim() }) });
          setTarget("");
        },
        onError: (error) => {
          if (invalidFieldPaths(error).length === 0)
            setMessage({ tone: "error", text: problemMessage(error, t, "deliveries.failed", { FORBIDDEN: "edit.adminsOnly" }) });
        },
      },
    );
  };

  return (
    <section aria-labelledby="deliveries-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="deliveries-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t("deliveries.title")}
        </h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t("deliveries.intro")}</p>
      </div>
      {link.deliveries.length ? (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {link.deliveries.map((delivery) => {
            const Icon = delivery.channel === "email" ? Mail : MessageSquare;
            return (
              <li key={delivery.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <span className="flex min-w-0 items-center gap-2">
                  <Icon aria-hidden className="size-5 shrink-0 text-slate-500" />
                  <span className="sr-only">{t(`deliveries.channels.${delivery.channel}`)}:</span>
                  <span className="break-all text-slate-900 dark:text-white">{delivery.target}</span>
                </span>
                <Button
                  variant="ghost"
                  isDisabled={remove.isPending}
                  aria-label={t("deliveries.removeLabel", { target: delivery.target })}
                  onPress={() => {
                    setMessage(null);
                    remove.mutate(delivery.id, {
                      onSuccess: () => setMessage({ tone: "success", text: t("deliveries.removed", { target: delivery.target }) }),
                      onError: (error) =>
                        setMessage({
                          tone: "error",
                          text: problemMessage(error, t, "deliveries.failed", { FORBIDDEN: "edit.adminsOnly" }),
                        }),
                    });
                  }}
                >
                  <Trash2 aria-hidden className="size-4" />
                  {t("deliveries.remove")}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("deliveries.none")}</p>
      )}
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field id={channelId} label={t("deliveries.channelLabel")}>
          {(control) => (
            <Select
              {...control}
              value={channel}
              onChange={(event) => {
                setChannel(event.target.value as TChannel);
                add.reset();
              }}
            >
              <option value="email">{t("deliveries.channels.email")}</option>
              <option value="sms">{t("deliveries.channels.sms")}</option>
            </Select>
          )}
        </Field>
        <TextField
          className="flex-1"
          label={t(`deliveries.targetLabel.${channel}`)}
          type={channel === "email" ? "email" : "tel"}
          autoComplete="off"
          value={target}
          onChange={(value) => {
            setTarget(value);
            if (add.isError) add.reset();
          }}
          errorMessage={fieldError}
        />
        <Button type="submit" variant="secondary" isLoading={add.isPending} className="sm:mt-8">
          <Plus aria-hidden className="size-4" />
          {t("deliveries.add")}
        </Button>
      </form>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
    </section>
  );
}
