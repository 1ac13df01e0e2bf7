import { FileQuestion, Home } from "lucide-react";
import { data } from "react-router";
import { Link } from "~/components/link";
import { buttonVariants } from "~/components/ui/button";
import { logger } from "~/lib/logger.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export function loader({ url }: Route.LoaderArgs) {
  const path = url.pathname;
  logger.warn({ path }, "page not found");
  // Rendered by this route (not an error boundary) so the page keeps the layout; only the status says 404.
  return data({ path }, { status: 404 });
}

export function meta(args: Route.MetaArgs) {
  return (
    pageMeta(args, {
      title: "Page not found",
      description: "The page you are looking for does not exist or has been moved.",
      path: args.location.pathname,
    })
      // A missing page must not be indexed, nor claim to be the canonical copy of anything.
      .filter((tag) => !("rel" in tag && tag.rel === "canonical"))
      .map((tag) => ("name" in tag && tag.name === "robots" ? { name: "robots", content: "noindex" } : tag))
  );
}

export default function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-blue-50 text-blue-700">
        <FileQuestion className="size-10" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wider text-blue-700 uppercase">Error 404</p>
      <h1 className="mt-2 font-serif text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
        Oops! Page not found
      </h1>
      <p className="mt-4 text-slate-600">
        The page you are looking for does not exist or may have been moved. Check the address, or start again from the
        home page.
      </p>
      <Link to="/" className={`${buttonVariants({ size: "lg" })} mt-8`}>
        <Home aria-hidden="true" />
        Return to Home
      </Link>
    </main>
  );
}
