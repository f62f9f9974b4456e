import type { ReactNode } from "react";
import { lazyOverlay } from "./lazy-overlay";

export type DrawerProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Visible title, also the dialog's accessible name. */
  title: ReactNode;
  /** Accessible name of the close button. */
  closeLabel: string;
  side?: "left" | "right";
  /** Extra controls shown beside the title (e.g. a settings link). */
  actions?: ReactNode;
  /** Hide the title visually while keeping it as the accessible name. */
  hideTitle?: boolean;
  /** A short line under the title, e.g. a count. */
  subtitle?: ReactNode;
  /** Shown at the start of the header row, e.g. the logo when the title is hidden. */
  leading?: ReactNode;
  /** Show the close label as visible text next to the icon. */
  closeText?: boolean;
  children: ReactNode;
};

/**
 * A side panel dialog: modal, focus trapped, Escape and a click outside close it, page scroll locked
 * (react-aria's ModalOverlay does the hard parts; see drawer-panel.tsx). Its code loads when it first opens.
 */
export const Drawer = lazyOverlay<DrawerProps>(() => import("./drawer-panel"));
