// A plan's calendar address to its route, for next.config.ts, which loads this file by itself: nothing here may import.
// A dynamic segment cannot end in ".ics", and the calendar app wants the extension (lib/urls.ts, planCalendarPath).

export const planRewrites = () => [
  { source: "/plan/:token([A-Za-z0-9_-]{43})\\.ics", destination: "/plan/:token/calendario.ics" },
];
