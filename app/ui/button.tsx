import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#app/ui/cn.ts";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 text-center sm:whitespace-nowrap rounded-lg font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-amber text-ink hover:bg-amber-light",
        brand: "bg-brand text-white hover:bg-brand-dark",
        outline: "border-2 border-brand text-brand hover:bg-lavender",
        "outline-light": "border-2 border-white text-white hover:bg-white hover:text-navy",
        ghost: "text-ink hover:bg-lavender",
        link: "text-brand underline-offset-4 hover:underline",
      },
      size: {
        // Minimum heights, not fixed ones: on the narrowest phones a long label wraps onto two lines.
        sm: "min-h-9 px-3 py-1 text-sm",
        md: "min-h-11 px-5 py-2 text-base",
        lg: "min-h-12 px-6 py-2 text-lg",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "brand", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a Link) with button styles. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

// chunk-group: island-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
