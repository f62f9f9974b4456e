import type { ReactNode } from "react";
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from "react-aria-components";

export type SwitchProps = Omit<AriaSwitchProps, "className" | "children"> & { children: ReactNode; className?: string };

/** An on/off switch (a checkbox with the switch role): the whole row is the target, at least 44 px high. */
export function Switch({ children, className = "", ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      className={`group flex min-h-11 cursor-pointer items-center gap-3 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 ${className}`}
    >
      <span
        aria-hidden
        className="flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-300 p-0.5 transition-colors group-data-[focus-visible]:ring-4 group-data-[focus-visible]:ring-brand-300 group-data-[selected]:bg-brand-600 dark:bg-slate-600"
      >
        <span className="size-6 rounded-full bg-white shadow transition-transform group-data-[selected]:translate-x-5" />
      </span>
      {children}
    </AriaSwitch>
  );
}
