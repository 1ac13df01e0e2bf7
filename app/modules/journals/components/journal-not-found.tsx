import { ArrowLeft, BookX } from "lucide-react";
import { Link } from "~/components/link";
import { Button } from "~/components/ui/button";

export function JournalNotFound() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <BookX className="size-14 text-slate-400" aria-hidden />
      <h1 className="mt-4 font-serif text-3xl font-bold text-slate-900">Journal Not Found</h1>
      <p className="mt-3 text-slate-600">The journal you are looking for does not exist or is not available.</p>
      <Button asChild className="mt-8">
        <Link to="/">
          <ArrowLeft aria-hidden /> Back to Home
        </Link>
      </Button>
    </main>
  );
}
