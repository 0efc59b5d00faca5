// How every .ics is served: as a calendar, with a file name for the browser that downloads it.
export const calendarAnswer = (body: string, filename: string) =>
  new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
    },
  });
