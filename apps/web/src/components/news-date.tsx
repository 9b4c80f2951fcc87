/** A news item's date (yyyy/MM/dd, as the spec shows it) in the form machines read: yyyy-MM-dd. */
export function newsDateIso(date: string): string {
  return date.replaceAll('/', '-');
}

/** A news item's date as shown, with its machine-readable form (HTML's `<time>` needs one for slashes). */
export function NewsDate({ date, className }: { date: string; className?: string }) {
  return (
    <time className={className} dateTime={newsDateIso(date)}>
      {date}
    </time>
  );
}
