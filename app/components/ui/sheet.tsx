import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetClose = Dialog.Close;

interface SheetContentProps extends ComponentProps<typeof Dialog.Content> {
  side?: "left" | "right";
  title: string;
  description?: string;
  children: ReactNode;
}

/** A side panel on Radix Dialog: focus is trapped inside and Escape closes it. */
export function SheetContent({ side = "right", title, description, className, children, ...props }: SheetContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 data-[state=open]:animate-in" />
      <Dialog.Content
        className={cn(
          "fixed inset-y-0 z-50 flex w-full max-w-sm flex-col bg-white shadow-xl focus:outline-none",
          side === "right" ? "right-0" : "left-0",
          className,
        )}
        {...props}
      >
        <div className="flex items-center justify-between border-b border-line px-5 py-4">
          <Dialog.Title className="text-lg font-bold text-navy">{title}</Dialog.Title>
          <Dialog.Close className="rounded-md p-2 text-ink hover:bg-lavender" aria-label="Close">
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </div>
        {description ? (
          <Dialog.Description className="sr-only">{description}</Dialog.Description>
        ) : (
          <Dialog.Description className="sr-only">{title}</Dialog.Description>
        )}
        <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
