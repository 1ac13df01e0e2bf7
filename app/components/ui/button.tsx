import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";
import { cn } from "~/lib/utils";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-blue-700 text-white hover:bg-blue-800",
        secondary: "bg-slate-100 text-slate-900 hover:bg-slate-200",
        outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
        ghost: "text-slate-700 hover:bg-slate-100",
        destructive: "bg-red-600 text-white hover:bg-red-700",
        link: "text-blue-700 underline-offset-4 hover:underline",
        light: "bg-white text-slate-900 hover:bg-white/90",
      },
      size: {
        default: "h-10 px-4 py-2",
        sm: "h-9 px-3",
        lg: "h-11 px-6 text-base",
        icon: "h-10 w-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

/**
 * A button's classes for its variant, size and own classes, worked out once: class-variance-
 * authority and tailwind-merge built them anew for every button of every rendered page. A few
 * hundred combinations at most exist in the code; the bound only keeps a computed class name
 * from growing the table.
 */
const classesOf = new Map<string, string>();
const MAX_KEPT_CLASSES = 500;

function buttonClasses(variant: ButtonProps["variant"], size: ButtonProps["size"], className: string | undefined) {
  const key = `${variant ?? ""}|${size ?? ""}|${className ?? ""}`;
  let classes = classesOf.get(key);
  if (classes === undefined) {
    classes = cn(buttonVariants({ variant, size, className }));
    if (classesOf.size < MAX_KEPT_CLASSES) classesOf.set(key, classes);
  }
  return classes;
}

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return <Comp className={buttonClasses(variant, size, className)} {...props} />;
}
