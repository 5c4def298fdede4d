export default function HomePage() {
  return <main className="p-6">Casino</main>;
}
