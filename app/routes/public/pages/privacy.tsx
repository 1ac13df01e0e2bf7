export default function Page() {
  return <main className="p-8">privacy</main>;
}
