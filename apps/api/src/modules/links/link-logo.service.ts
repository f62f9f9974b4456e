import { randomBytes } from "node:crypto";
import { LOGO_MAX_BYTES, type TLink, type TLogoMediaType, type TUploadLogoRequest } from "@planready/contracts/links";
import { AppError } from "../../lib/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { removeUploadedLogo, storeLogoFile } from "./link-logo.files.ts";
import { assertCanManageLinks } from "./links.policy.ts";
import { updateOrgLink } from "./links.repository.ts";
import type { AppDeps } from "../../core/deps.ts";
import type { FileStorage } from "../../integrations/storage/file-storage.ts";
import { findManagedLink, present } from "./links.service.ts";

const field = (message: string) => [{ path: "body.data_url", message }];
const SVG_REFUSED = "SVG logos are not accepted because they can contain scripts. Upload a PNG, JPEG or WebP image.";

/** What the bytes really are (their signature), whatever the data URL claimed. */
export function sniffImageType(bytes: Buffer): TLogoMediaType | "svg" | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP") return "image/webp";
  if (/<svg[\s>]/i.test(bytes.subarray(0, 1024).toString("utf8"))) return "svg";
  return null;
}

/** Decodes and checks an uploaded logo: PNG, JPEG or WebP by its bytes, not empty, at most LOGO_MAX_BYTES. */
export function decodeLogo(dataUrl: string): { bytes: Buffer; type: TLogoMediaType } {
  const match = /^data:([\w.+-]+\/[\w.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(dataUrl);
  if (!match) throw new AppError("VALIDATION_FAILED", "Send the image as a base64 data URL.", field("Not a base64 data URL"));
  if (match[1]!.toLowerCase() === "image/svg+xml") throw new AppError("VALIDATION_FAILED", SVG_REFUSED, field("SVG is not accepted"));
  const bytes = Buffer.from(match[2]!, "base64");
  if (bytes.length === 0) throw new AppError("VALIDATION_FAILED", "The file is empty.", field("Empty file"));
  if (bytes.length > LOGO_MAX_BYTES) {
    const size = (bytes.length / (1024 * 1024)).toFixed(1);
    throw new AppError("PAYLOAD_TOO_LARGE", `The logo may be at most 1 MB; this file is ${size} MB. Try a smaller image.`);
  }
  const type = sniffImageType(bytes);
  if (type === "svg") throw new AppError("VALIDATION_FAILED", SVG_REFUSED, field("SVG is not accepted"));
  if (!type) {
    throw new AppError("VALIDATION_FAILED", "This file is not a PNG, JPEG or WebP image.", field("Not a PNG, JPEG or WebP image"));
  }
  return { bytes, type };
}

/**
 * An image of another part of the product (an agent site's headshot or logo) stored like a link's logo: checked by
 * its bytes, under `logos/<owner id>-<random>.<ext>`, served from /files/logos/. Returns its address.
 */
export async function storeUploadedImage(storage: FileStorage, ownerId: string, dataUrl: string): Promise<string> {
  const { bytes, type } = decodeLogo(dataUrl);
  return storeLogoFile(storage, ownerId, bytes, type, randomBytes(8).toString("hex"));
}

/** Deletes an image `storeUploadedImage` stored for this owner (any other address is left alone). */
export async function removeUploadedImage(storage: FileStorage, ownerId: string, url: string | null): Promise<void> {
  await removeUploadedLogo(storage, ownerId, url);
}

/** An agency admin uploads a link's logo; the previous uploaded one is removed. */
export async function uploadLinkLogo(
  deps: Pick<AppDeps, "db" | "storage">,
  actor: Actor,
  id: string,
  input: TUploadLogoRequest,
): Promise<TLink> {
  const orgId = assertCanManageLinks(actor, "change");
  const link = await findManagedLink(deps.db, orgId, id);
  const { bytes, type } = decodeLogo(input.data_url);
  const logoUrl = await storeLogoFile(deps.storage, link.id, bytes, type, randomBytes(8).toString("hex"));
  const updated = await updateOrgLink(deps.db, orgId, link.id, { logo_image_url: logoUrl });
  if (!updated) {
    // Deleted meanwhile: keep no file that nothing points to.
    await removeUploadedLogo(deps.storage, link.id, logoUrl);
    throw new AppError("NOT_FOUND", "No link with this id.");
  }
  await removeUploadedLogo(deps.storage, link.id, link.logo_image_url);
  return present(deps.db, updated);
}

/** An agency admin removes a link's logo (the survey pages then show the names only). */
export async function deleteLinkLogo(deps: Pick<AppDeps, "db" | "storage">, actor: Actor, id: string): Promise<TLink> {
  const orgId = assertCanManageLinks(actor, "change");
  const link = await findManagedLink(deps.db, orgId, id);
  const updated = await updateOrgLink(deps.db, orgId, link.id, { logo_image_url: null });
  if (!updated) throw new AppError("NOT_FOUND", "No link with this id.");
  await removeUploadedLogo(deps.storage, link.id, link.logo_image_url);
  return present(deps.db, updated);
}
