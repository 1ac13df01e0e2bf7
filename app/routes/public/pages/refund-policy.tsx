export default function Page() {
  return <main className="p-8">refund-policy</main>;
}
