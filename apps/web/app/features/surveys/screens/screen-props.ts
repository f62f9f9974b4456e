import type { TSurveyType } from "@planready/contracts/surveys/content";
import type { TItemCollection, TSurveyContent, TSurveyLinkSummary, TSurveyResponse } from "@planready/contracts/surveys/responses";
import type { TScreenId } from "@planready/contracts/surveys/screens";
import type { TContentPatch, TItemDraft, TListCollection, TSurveyWrite } from "../lib/survey-writes";

export type { TContentPatch, TItemDraft } from "../lib/survey-writes";

/**
 * The contract every survey screen component receives from the survey frame (features/surveys/components/
 * survey-runtime.tsx). Import TYPES only from @planready/contracts on the survey path where possible: the
 * contracts' zod schemas are heavy for the page budget (bench/survey-page.mjs, at most 138 KB gzipped JS).
 *
 * Rules for a screen:
 * - Render your content inside <ScreenLayout> (features/surveys/components/screen-layout.tsx): it draws the
 *   heading (the frame focuses it on every move, so give it the `title`), the Back / Next buttons and the save
 *   status. Pass `onNext` to validate before moving; call `goNext()` when the answers are fine.
 * - Save every answer as it is entered: `save({ field: value })` for content fields (debounced per key by the
 *   frame, flushed immediately on goNext/goBack), `saveItem` / `deleteItem` / `deleteAll` for child
 *   collections. Every call goes through the write-ahead queue (IndexedDB) with a fresh client_rev; nothing
 *   needs awaiting and nothing is lost offline. `content` reflects local edits immediately (optimistic).
 * - Never fetch survey data yourself, and never build an API path: use `write()` with a typed write
 *   (lib/survey-writes.ts: consents, ACA household members) for anything without a helper here, so it is queued
 *   and retried like the rest. `token()` is the bearer token for read-only calls (e.g. look-ups that want it).
 */

export type TSurveyLocale = "en" | "es";

export type TScreenProps = {
  /** This screen's id (packages/contracts/src/surveys/screens.ts). */
  screen: TScreenId;
  /** The response as loaded, with `survey_content` replaced by the live local state below. */
  response: TSurveyResponse;
  /** The answers, with every local edit applied (what the client sees even before the server confirms). */
  content: TSurveyContent;
  link: TSurveyLinkSummary;
  locale: TSurveyLocale;
  surveyType: TSurveyType;
  integration: string | null;
  noProviders: boolean;
  /** The marketplace's read-only walk-through: answers stay on the page, nothing is sent. */
  preview?: boolean;
  /** Queues a content write (PUT /api/surveyContents/:type/:id) with a fresh client_rev; debounced ~400 ms per key group. */
  save: (patch: TContentPatch, options?: { immediate?: boolean }) => void;
  /** Adds or replaces a child-collection item, whole, by its client id (the frame adds client_rev). */
  saveItem: (collection: TListCollection, item: TItemDraft) => void;
  deleteItem: (collection: TItemCollection, id: string) => void;
  deleteAll: (collection: TListCollection) => void;
  /** Any other survey write, applied at once, queued and retried like the rest. */
  write: (write: TSurveyWrite) => void;
  /** A fresh, ever-increasing client_rev (for the writes passed to write()). */
  nextRev: () => number;
  /** A new client-generated UUID for items and consent records. */
  newId: () => string;
  /** The bearer survey token. */
  token: () => string | null;
  /** Saves pending field edits now and moves to the next screen (by the contracts' skip rules). */
  goNext: () => void;
  /** Saves pending field edits now and moves back. */
  goBack: () => void;
  /** Whether there is a previous screen (false on surveyStart and confirmation). */
  canGoBack: boolean;
  /** From the review (wrapThis): opens a screen to change an answer; its Next then returns to the review. */
  editScreen: (screen: TScreenId) => void;
  /** The save queue's state: "saved" only once the server confirmed every write. */
  saveStatus: "saved" | "saving" | "offline" | "error";
};

/** The id every screen heading carries; the frame focuses it after each move. ScreenLayout sets it. */
export const SCREEN_HEADING_ID = "survey-screen-heading";
