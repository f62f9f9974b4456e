import type { ReactNode } from "react";
import { lazyOverlay } from "./lazy-overlay";

export type ModalDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Visible title, also the dialog's accessible name. */
  title: ReactNode;
  /** "alertdialog" for a decision the person must make; it is then not closed by a click outside. */
  role?: "dialog" | "alertdialog";
  /**
   * The buttons, safest first: the first one receives focus when the dialog opens. Shown right to left in a
   * row, or top to bottom on phones.
   */
  actions: ReactNode;
  children: ReactNode;
};

/**
 * A centred modal dialog: focus moves in and is trapped, Escape closes it, focus returns to where it was and
 * the page behind is inert (react-aria's ModalOverlay does the hard parts; see dialog-panel.tsx). Its code loads
 * when it first opens.
 */
export const ModalDialog = lazyOverlay<ModalDialogProps>(() => import("./dialog-panel"));
