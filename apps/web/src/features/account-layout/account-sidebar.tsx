import { AccountNav } from './account-nav';
import { AccountSummary } from './account-summary';

/** The account sidebar (docs/product.md, Layout): a column beside the page on wide screens, the summary band on top of it on phones. */
export function AccountSidebar() {
  return (
    <aside className="flex flex-col gap-4 lg:sticky lg:top-24 lg:w-72 lg:shrink-0 lg:self-start">
      <AccountSummary />
      {/* Phones reach these entries from the header's slide-in menu. */}
      <div className="hidden rounded-2xl border border-line bg-panel p-3 lg:block">
        <AccountNav />
      </div>
    </aside>
  );
}
