export default function Page() {
  return <main className="p-8">reviewer-guidelines</main>;
}
