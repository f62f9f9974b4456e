import { useEffect, useRef } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import type { ModalDialogProps } from "./dialog";

/**
 * A centred modal dialog: focus moves in and is trapped, Escape closes it, focus returns to where it was and
 * the page behind is inert (react-aria's ModalOverlay does the hard parts). Loaded when first needed: use
 * ModalDialog from ./dialog.
 */
export default function ModalDialogPanel({ isOpen, onOpenChange, title, role = "dialog", actions, children }: ModalDialogProps) {
  // The first action (the safest: Keep, Cancel, Close) takes the focus as the dialog opens, so Enter never confirms
  // a destructive choice by accident; react-aria alone would focus the dialog itself. This effect runs after the
  // dialog's own (children's effects run first).
  const actionsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isOpen) actionsRef.current?.querySelector<HTMLElement>("button:not(:disabled), a[href]")?.focus();
  }, [isOpen]);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={role === "dialog"}
      isKeyboardDismissDisabled={false}
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/50 p-4 data-[entering]:animate-[fade-in_150ms_ease-out]"
    >
      <Modal className="w-full max-w-md rounded-2xl bg-white shadow-2xl outline-none dark:bg-slate-900">
        <Dialog role={role} className="flex flex-col gap-4 p-6 outline-none">
          <Heading slot="title" className="text-xl font-semibold text-slate-900 dark:text-white">
            {title}
          </Heading>
          <div className="text-slate-700 dark:text-slate-200">{children}</div>
          <div ref={actionsRef} className="mt-2 flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
            {actions}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
