/** A promotions page's title and a short explanation. */
export function PageIntro({ title, intro }: { title: string; intro: string }) {
  return (
    <header>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-2 max-w-2xl text-sm text-muted">{intro}</p>
    </header>
  );
}
