import { BookOpen, LogIn, Mail } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/auth";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Sign In",
    description: "Author and reviewer accounts for Scholarly Press journals are opening soon.",
    path: "/auth",
  }).map((tag) => ("name" in tag && tag.name === "robots" ? { name: "robots", content: "noindex" } : tag));
}

// Accounts arrive in a later issue; until then this page explains that honestly instead of a dead form.
export default function AuthPage() {
  return (
    <main className="flex min-h-[70vh] items-center justify-center bg-slate-50 px-4 py-16">
      <Card className="w-full max-w-md p-8 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-blue-50 text-blue-700">
          <LogIn className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-bold text-slate-900">Sign In</h1>
        <p className="mt-3 text-slate-600">
          Author and reviewer accounts are opening soon. You will be able to submit manuscripts, follow their progress
          and review for our journals here.
        </p>
        <p className="mt-3 text-sm text-slate-500">
          In the meantime, read the author guidelines, or contact the editorial office about a manuscript.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to="/author-guidelines" className={buttonVariants()}>
            <BookOpen aria-hidden="true" />
            Author Guidelines
          </Link>
          <Link to="/contact" className={buttonVariants({ variant: "outline" })}>
            <Mail aria-hidden="true" />
            Contact Us
          </Link>
        </div>
      </Card>
    </main>
  );
}
