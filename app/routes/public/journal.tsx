export default function Page() {
  return <main className="p-8">journal</main>;
}
