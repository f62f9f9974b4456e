import { LOGO_FILE_NAME, LOGO_PUBLIC_PATH } from "@planready/contracts/app-urls";
import type { TLogoMediaType } from "@planready/contracts/links";
import type { FileStorage } from "../../integrations/storage/file-storage.ts";

/**
 * Where uploaded logos live: stored under `logos/` (integrations/storage) and served from /files/logos/ by
 * link-logo.routes.ts. A name is `<link id>-<16 hex>.<ext>`, new for every upload, so the file can be cached for good.
 */
export { LOGO_PUBLIC_PATH };
const LOGO_KEY_PREFIX = "logos/";

const extensions: Record<TLogoMediaType, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };
const contentTypes: Record<string, TLogoMediaType> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" };

/** Stores a new logo file for the link and returns its public address. */
export async function storeLogoFile(
  storage: FileStorage,
  linkId: string,
  bytes: Buffer,
  type: TLogoMediaType,
  suffix: string,
): Promise<string> {
  const name = `${linkId}-${suffix}.${extensions[type]}`;
  await storage.put(LOGO_KEY_PREFIX + name, bytes);
  return LOGO_PUBLIC_PATH + name;
}

/** Deletes the file behind a logo address if it is one this link uploaded (never another link's, never a URL). */
export async function removeUploadedLogo(storage: FileStorage, linkId: string, logoUrl: string | null): Promise<void> {
  if (!logoUrl?.startsWith(LOGO_PUBLIC_PATH)) return;
  const name = logoUrl.slice(LOGO_PUBLIC_PATH.length);
  if (!LOGO_FILE_NAME.test(name) || !name.startsWith(`${linkId}-`)) return;
  try {
    await storage.delete(LOGO_KEY_PREFIX + name);
  } catch {
    // The link no longer points at it: a file left behind is harmless and must not fail a change already saved.
  }
}

/** A stored logo by its public file name, with its content type; null when there is none. */
export async function readLogoFile(storage: FileStorage, name: string): Promise<{ bytes: Buffer; type: TLogoMediaType } | null> {
  if (!LOGO_FILE_NAME.test(name)) return null;
  const bytes = await storage.get(LOGO_KEY_PREFIX + name);
  const type = contentTypes[name.slice(name.lastIndexOf(".") + 1)];
  return bytes && type ? { bytes, type } : null;
}
