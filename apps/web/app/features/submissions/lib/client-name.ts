/** The client's name as the list shows it; null until they gave one. */
export function clientName(item: { first_name: string | null; last_name: string | null }): string | null {
  const name = [item.first_name, item.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || null;
}
