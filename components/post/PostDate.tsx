import { formatPostDate } from "@/lib/dates/spanish-dates";

export function PostDate({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {formatPostDate(date)}
    </time>
  );
}
