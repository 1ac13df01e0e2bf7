export default function Page() {
  return <main className="p-8">article-processing-charges</main>;
}
