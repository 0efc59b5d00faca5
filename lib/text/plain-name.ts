// What a name (a topic's, an author's) keeps of the text it was typed as: nothing a reader cannot see.

/** Line breaks and tabs, which a name typed on one line holds only by accident, become spaces. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;

/**
 * Control characters (\u0001, an escape) and the marks that reorder text (\u202E shows "Ana" as "anA"): invisible on
 * a page, or worse, and able to make one name look like another.
 */
const HIDDEN = /[\p{Cc}\p{Bidi_Control}]/gu;

export const plainName = (text: string) => text.replace(BREAKS, " ").replace(HIDDEN, "");

/** Whether a text typed on one line is already all a name keeps: no line break, tab or hidden character. */
export const isPlainLine = (text: string) => plainName(text) === text;
