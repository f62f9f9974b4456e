import { X } from "lucide-react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Button } from "./button";
import type { DrawerProps } from "./drawer";
import { IconButton } from "./icon-button";

/**
 * A side panel dialog: modal, focus trapped, Escape and a click outside close it, page scroll locked
 * (react-aria's ModalOverlay does the hard parts). Loaded when first needed: use Drawer from ./drawer.
 */
export default function DrawerPanel({
  isOpen,
  onOpenChange,
  title,
  closeLabel,
  side = "right",
  actions,
  hideTitle,
  subtitle,
  leading,
  closeText,
  children,
}: DrawerProps) {
  const edge =
    side === "right"
      ? "right-0 border-l data-[entering]:animate-[slide-in-right_200ms_ease-out]"
      : "left-0 border-r data-[entering]:animate-[slide-in-left_200ms_ease-out]";
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 bg-slate-950/50 data-[entering]:animate-[fade-in_150ms_ease-out]"
    >
      <Modal
        className={`fixed inset-y-0 ${edge} flex ${side === "left" ? "w-[min(20rem,86vw)]" : "w-[min(26rem,100vw)]"} flex-col border-slate-200 bg-white shadow-2xl outline-none dark:border-slate-800 dark:bg-slate-900`}
      >
        <Dialog className="flex min-h-0 flex-1 flex-col outline-none">
          {({ close }) => (
            <>
              <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
                {leading}
                <div className={hideTitle ? "sr-only" : "min-w-0 flex-1"}>
                  <Heading slot="title" className="text-lg font-semibold">
                    {title}
                  </Heading>
                  {subtitle}
                </div>
                {hideTitle ? <span className="flex-1" /> : null}
                {actions}
                {closeText ? (
                  <Button variant="ghost" onPress={close}>
                    <X aria-hidden className="size-5" />
                    {closeLabel}
                  </Button>
                ) : (
                  <IconButton onPress={close} aria-label={closeLabel}>
                    <X aria-hidden className="size-5" />
                  </IconButton>
                )}
              </div>
              <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
