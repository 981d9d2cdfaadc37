// A side sheet: Radix's Dialog (modal, focus trapped and returned, Escape and
// the backdrop close it) laid out along one edge of the screen. A thin
// shadcn-style wrapper; the sheet's own header places its close button.
import { Dialog } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#app/ui/cn.ts";

export function Sheet(props: ComponentProps<typeof Dialog.Root>) {
  return <Dialog.Root {...props} />;
}

export function SheetTrigger(props: ComponentProps<typeof Dialog.Trigger>) {
  return <Dialog.Trigger {...props} />;
}

export function SheetClose(props: ComponentProps<typeof Dialog.Close>) {
  return <Dialog.Close {...props} />;
}

export function SheetOverlay({ className, ...props }: ComponentProps<typeof Dialog.Overlay>) {
  return (
    <Dialog.Overlay
      className={cn(
        "fixed inset-0 z-50 bg-ink/60 will-change-[opacity]",
        "motion-safe:data-[state=open]:animate-[sheet-fade-in_200ms_ease-out] motion-safe:data-[state=closed]:animate-[sheet-fade-out_200ms_ease-in]",
        className,
      )}
      {...props}
    />
  );
}

const sides = {
  right:
    "inset-y-0 right-0 h-dvh w-[min(24rem,100%)] motion-safe:data-[state=open]:animate-[sheet-in-right_250ms_ease-out] motion-safe:data-[state=closed]:animate-[sheet-out-right_200ms_ease-in]",
  left: "inset-y-0 left-0 h-dvh w-[min(24rem,100%)] motion-safe:data-[state=open]:animate-[sheet-in-left_250ms_ease-out] motion-safe:data-[state=closed]:animate-[sheet-out-left_200ms_ease-in]",
} as const;

/** True for an event inside a toast, which shows above the sheet (sonner's toaster). */
function inToast(event: Event) {
  return event.target instanceof Element && event.target.closest("[data-sonner-toaster]") !== null;
}

export function SheetContent({
  className,
  children,
  side = "right",
  onInteractOutside,
  ...props
}: ComponentProps<typeof Dialog.Content> & { side?: keyof typeof sides }) {
  return (
    <Dialog.Portal>
      <SheetOverlay />
      <Dialog.Content
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          // Closing a toast that the sheet's own actions raised leaves the sheet open.
          if (inToast(event)) event.preventDefault();
        }}
        className={cn(
          "fixed z-50 flex flex-col overflow-y-auto bg-white shadow-[0_10px_40px_rgb(11_19_36/0.35)] will-change-transform focus:outline-none",
          sides[side],
          className,
        )}
        {...props}
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("flex items-center justify-between border-b border-line px-5 py-4", className)} {...props} />
  );
}

export function SheetFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("border-t border-line px-5 py-4", className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof Dialog.Title>) {
  return <Dialog.Title className={cn("text-xl font-extrabold text-navy", className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof Dialog.Description>) {
  return <Dialog.Description className={cn("text-sm text-muted", className)} {...props} />;
}
