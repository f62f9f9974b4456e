import type { MetaDescriptor } from "react-router";

const DEFAULTS = {
  title: "PlanReady — client intake surveys for insurance agents",
  description:
    "Send your Medicare, ACA and life insurance clients a survey link. They share their details, prescriptions, doctors and a signed Scope of Appointment before you meet.",
  image: "/og-image.png",
};

/** Page metadata with social-sharing tags; anything missing falls back to the product's defaults. */
export function pageMeta(
  input: { title?: string; description?: string; url?: string; image?: string; origin?: string } = {},
): MetaDescriptor[] {
  const title = input.title ? `${input.title} · PlanReady` : DEFAULTS.title;
  const description = input.description ?? DEFAULTS.description;
  const image = input.image ?? DEFAULTS.image;
  const absolute = (value: string) => (input.origin && value.startsWith("/") ? `${input.origin}${value}` : value);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "PlanReady" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: absolute(image) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: absolute(image) },
  ];
  if (input.url) tags.push({ property: "og:url", content: absolute(input.url) });
  return tags;
}
