// Placeholder play page: the games catalogue work replaces it with the game client.
function safeDecode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export default async function GamePage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">{safeDecode(slug)}</h1>
    </main>
  );
}
