import { paths } from '@/config/paths';
import { SearchTile } from './search-tile';

/** File Search: an order number, then the file search report (spec 001 /reports/file-search). */
export function FileSearchTile() {
  return (
    <SearchTile
      title="File Search"
      description="Find an order by its number."
      fieldLabel="Order number"
      reportHref={(orderNumber) => paths.reports.fileSearch.getHref({ order_number: orderNumber })}
    />
  );
}
