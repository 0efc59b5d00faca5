/**
 * Today where the editors are (YYYY-MM-DD), as the date picker holds it, worked out here rather than with the site's
 * own code. Asked at the moment it is needed: a run may cross midnight in Mexico City (06:00 UTC), and a post dated
 * with yesterday's date then sorts below everything published since.
 */
export const todayInMexicoCity = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(new Date());
