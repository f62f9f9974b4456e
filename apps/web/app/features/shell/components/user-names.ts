import type { TProfile } from "@planready/contracts/users";

export function displayName(user: TProfile): string {
  const full = [user.first_name, user.last_name].filter(Boolean).join(" ").trim();
  return full || user.email;
}

export function initials(user: TProfile): string {
  const letters = [user.first_name, user.last_name].map((part) => part?.trim()[0] ?? "").join("");
  return (letters || user.email[0] || "?").toUpperCase();
}

/** The avatar button's look, shared by the menu and the button drawn before the menu's code is loaded. */
export const USER_MENU_BUTTON_CLASS =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full py-1 pr-2 pl-1 text-slate-800 outline-none hover:bg-slate-100 focus-visible:ring-4 focus-visible:ring-brand-300 dark:text-slate-100 dark:hover:bg-slate-800";
