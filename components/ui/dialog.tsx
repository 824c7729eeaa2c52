"use client";

// Accessible modal on Radix Dialog: closes on Escape, traps focus, returns focus to the control that opened it.
// Our dialogs are controlled (no Radix Trigger), so Radix alone would drop focus on the body: the opener is
// remembered when the dialog opens and focused again on close; when the opener is gone (its row changed, the
// button disappeared) focus goes to the page's fallback (focusPageFallback: a marked element or the heading).
import * as RadixDialog from "@radix-ui/react-dialog";
import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { focusPageFallback } from "@/components/ui/use-focus-on-change";

/** Remembers the focused control when a controlled dialog opens, so it can be focused again on close. */
function useOpenerFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // Layout effect: runs before Radix moves focus into the content (its focus scope uses a passive effect).
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      opener.current = document.activeElement;
  }, [open]);
  return (event: Event) => {
    const target = opener.current;
    opener.current = null;
    event.preventDefault();
    if (target?.isConnected) target.focus();
    // The opener is gone, hidden or disabled now: never leave focus on <body>.
    if (document.activeElement !== target || !target) focusPageFallback();
  };
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const restoreFocus = useOpenerFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <RadixDialog.Content
          onCloseAutoFocus={restoreFocus}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(560px,92vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none"
        >
          <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm text-slate-700">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
          {footer ? <div className="mt-6 flex flex-wrap justify-end gap-2">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A side drawer (the same modal behaviour as Dialog, docked to the right edge) with a Close button. */
export function SideDrawer({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}) {
  const restoreFocus = useOpenerFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <RadixDialog.Content
          onCloseAutoFocus={restoreFocus}
          className="fixed right-0 top-0 z-50 h-full w-[min(480px,100vw)] overflow-y-auto bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <Button variant="secondary">Close</Button>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-slate-700">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A dialog with Cancel and one confirm action (delete, agree, upload, save). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy,
  danger,
  confirmDisabled,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  danger?: boolean;
  confirmDisabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant={danger ? "danger" : "primary"} disabled={confirmDisabled} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

/** Typed confirmation (ARCHIVE, CHANGE COUNTRY, DELETE): the confirm button stays disabled until the word matches. */
export function TypedConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  word,
  prompt,
  confirmLabel,
  onConfirm,
  busy,
  children,
  extraValid = true,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  word: string;
  prompt: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  children?: ReactNode;
  extraValid?: boolean;
}) {
  const [typed, setTyped] = useState("");
  const matches = typed === word;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setTyped("");
        onOpenChange(next);
      }}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      onConfirm={onConfirm}
      busy={busy}
      danger
      confirmDisabled={!matches || !extraValid}
    >
      <div className="space-y-4">
        {children}
        <TextField
          label={prompt}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          error={typed && !matches ? prompt : undefined}
        />
      </div>
    </ConfirmDialog>
  );
}

/** A dialog form's end: the server's refusal (announced) above Cancel and the submit button. */
export function DialogFormFooter({
  serverError,
  onCancel,
  submitLabel,
  submitVariant,
  loading,
}: {
  serverError?: string | null;
  onCancel: () => void;
  submitLabel: string;
  submitVariant?: "danger";
  loading?: boolean;
}) {
  return (
    <>
      {serverError ? (
        <p role="alert" className="text-sm text-red-700">
          {serverError}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant={submitVariant} loading={loading}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
