/** Query keys of the settings pages. */
export const settingsKeys = {
  signInMethods: ["settings", "sign-in-methods"] as const,
  support: ["settings", "support"] as const,
};
