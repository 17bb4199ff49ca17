type TableSkeletonProps = { rows: number; columns: number; paddingX?: string };

/** Placeholder rows while a page loads, so the table keeps its height and nothing jumps. */
export function TableSkeleton({ rows, columns, paddingX = 'px-3' }: TableSkeletonProps) {
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity but their position.
    <tr key={row} className="border-t border-slate-100 dark:border-slate-800">
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above.
        <td key={column} className={`${paddingX} py-2`}>
          <div
            className="h-4 animate-pulse rounded bg-slate-200 dark:bg-slate-700"
            style={{ width: `${55 + ((row + column) % 4) * 12}%` }}
          />
        </td>
      ))}
    </tr>
  ));
}
