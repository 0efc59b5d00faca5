/**
 * Checks an event's JSON-LD the way Google reads it, for the tests (no network, no dependency).
 *
 * Google Search Central, "Event (Event) structured data"
 * (https://developers.google.com/search/docs/appearance/structured-data/event): required are location (a Place whose
 * address is a PostalAddress), name and startDate (ISO 8601; with a time, its offset). Recommended are description,
 * endDate, eventAttendanceMode and eventStatus (schema.org's values), image (crawlable URLs), location.name and the
 * address's parts, offers (availability, price, priceCurrency as ISO 4217, url, validFrom), organizer (name, url),
 * performer (name) and previousStartDate (for EventRescheduled). A missing or malformed required property is an error,
 * and so is a recommended one that is present but malformed; a missing recommended one is a warning.
 */
import { isAbsoluteUrl, isObject, isText, ISO_WITH_ZONE, type Json } from "./json-ld-values";

export type EventCheck = { errors: string[]; warnings: string[] };

const EVENT_TYPES = ["Event", "MusicEvent", "Festival"];
const STATUSES = ["EventScheduled", "EventCancelled", "EventPostponed", "EventRescheduled", "EventMovedOnline"];
const ATTENDANCE = ["OfflineEventAttendanceMode", "OnlineEventAttendanceMode", "MixedEventAttendanceMode"];
const AVAILABILITY = ["InStock", "SoldOut", "PreOrder", "Discontinued", "LimitedAvailability", "OnlineOnly"];
const PERFORMER_TYPES = ["Person", "PerformingGroup", "MusicGroup", "Organization"];

const isSchemaValue = (value: unknown, names: string[]) =>
  names.some((name) => value === `https://schema.org/${name}` || value === `http://schema.org/${name}`);
const list = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function checkDates(event: Json, { errors, warnings }: EventCheck) {
  const keys = ["startDate", "endDate", ...(event.previousStartDate === undefined ? [] : ["previousStartDate"])];
  for (const key of keys) {
    const value = event[key];
    if (value === undefined && key === "endDate") warnings.push("endDate is missing");
    else if (typeof value !== "string" || !ISO_WITH_ZONE.test(value) || Number.isNaN(Date.parse(value))) {
      errors.push(`${key} is not an ISO 8601 date and time with a zone: ${JSON.stringify(value)}`);
    }
  }
  if (Date.parse(String(event.endDate)) < Date.parse(String(event.startDate))) {
    errors.push("endDate is earlier than startDate");
  }
}

function checkStatus(event: Json, { errors, warnings }: EventCheck) {
  if (event.eventStatus === undefined) warnings.push("eventStatus is missing");
  else if (!isSchemaValue(event.eventStatus, STATUSES)) errors.push("eventStatus is not a schema.org EventStatusType");
  if (isSchemaValue(event.eventStatus, ["EventRescheduled"]) && event.previousStartDate === undefined) {
    warnings.push("previousStartDate is missing for a rescheduled event");
  }
  if (event.eventAttendanceMode === undefined) warnings.push("eventAttendanceMode is missing");
  else if (!isSchemaValue(event.eventAttendanceMode, ATTENDANCE)) {
    errors.push("eventAttendanceMode is not a schema.org EventAttendanceModeEnumeration");
  }
}

function checkLocation(location: unknown, { errors, warnings }: EventCheck) {
  if (!isObject(location) || location["@type"] !== "Place") return errors.push("location is not a Place");
  if (!isText(location.name)) warnings.push("location.name is missing");
  const address = location.address;
  if (!isObject(address) || address["@type"] !== "PostalAddress") {
    return errors.push("location.address is not a PostalAddress");
  }
  for (const part of ["streetAddress", "addressLocality", "addressRegion", "addressCountry"]) {
    if (!isText(address[part])) warnings.push(`location.address.${part} is missing`);
  }
  if (address.addressCountry !== undefined && !/^[A-Z]{2}$/.test(String(address.addressCountry))) {
    errors.push("location.address.addressCountry is not a two-letter ISO 3166-1 code");
  }
}

const isPrice = (value: unknown) => typeof value === "number" && Number.isFinite(value) && value >= 0;

function checkOffers(offers: unknown, { errors, warnings }: EventCheck) {
  if (offers === undefined) return warnings.push("offers is missing");
  list(offers).forEach((offer, index) => {
    const at = `offers[${index}]`;
    if (!isObject(offer) || !["Offer", "AggregateOffer"].includes(String(offer["@type"]))) {
      return errors.push(`${at} is not an Offer or an AggregateOffer`);
    }
    const prices = offer["@type"] === "Offer" ? ["price"] : ["lowPrice", "highPrice"];
    for (const key of prices) {
      if (offer[key] === undefined) warnings.push(`${at}.${key} is missing`);
      else if (!isPrice(offer[key])) errors.push(`${at}.${key} is not a number from 0`);
    }
    if (Number(offer.highPrice) < Number(offer.lowPrice)) errors.push(`${at}.highPrice is below its lowPrice`);
    if (!/^[A-Z]{3}$/.test(String(offer.priceCurrency))) errors.push(`${at}.priceCurrency is not an ISO 4217 code`);
    if (offer.url === undefined) warnings.push(`${at}.url is missing`);
    else if (!isAbsoluteUrl(offer.url)) errors.push(`${at}.url is not an absolute URL`);
    if (!isSchemaValue(offer.availability, AVAILABILITY)) errors.push(`${at}.availability is not a schema.org value`);
    if (offer.validFrom !== undefined && !ISO_WITH_ZONE.test(String(offer.validFrom))) {
      errors.push(`${at}.validFrom is not an ISO 8601 date and time with a zone`);
    }
  });
}

function checkPeople(event: Json, { errors, warnings }: EventCheck) {
  const performers = list(event.performer);
  if (performers.length === 0) warnings.push("performer is missing");
  performers.forEach((performer, index) => {
    if (!isObject(performer) || !PERFORMER_TYPES.includes(String(performer["@type"])) || !isText(performer.name)) {
      errors.push(`performer[${index}] is not a Person or a group with a name`);
    }
  });
  if (event.organizer === undefined) warnings.push("organizer is missing");
  else if (!isObject(event.organizer) || !isText(event.organizer.name)) errors.push("organizer.name is missing");
}

/** `pageUrl`: the event page's canonical address, which the event must name as its own. */
export function checkEvent(event: unknown, pageUrl: string): EventCheck {
  const check: EventCheck = { errors: [], warnings: [] };
  if (!isObject(event)) return { ...check, errors: ["no JSON-LD object"] };
  if (!["https://schema.org", "http://schema.org"].includes(String(event["@context"]))) {
    check.errors.push("@context is not schema.org");
  }
  if (!EVENT_TYPES.includes(String(event["@type"]))) check.errors.push("@type is not an Event");
  if (!isText(event.name)) check.errors.push("name is missing");
  checkDates(event, check);
  checkStatus(event, check);
  checkLocation(event.location, check);
  if (event.image === undefined) check.warnings.push("image is missing");
  else if (list(event.image).length === 0 || !list(event.image).every(isAbsoluteUrl)) {
    check.errors.push("image is not a list of absolute URLs");
  }
  if (!isText(event.description)) check.warnings.push("description is missing");
  checkOffers(event.offers, check);
  checkPeople(event, check);
  if (event.url !== pageUrl) check.errors.push(`url is ${JSON.stringify(event.url)}, not the page's ${pageUrl}`);
  return check;
}
