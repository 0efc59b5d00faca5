/**
 * The specification's localStorage flag. It only steers the browser (skip or show the login page);
 * every decision is the server's, through the session cookie.
 */
const FLAG = "authenticated";

export const markAuthenticated = () => localStorage.setItem(FLAG, "true");
export const clearAuthenticated = () => localStorage.removeItem(FLAG);
export const isMarkedAuthenticated = () => localStorage.getItem(FLAG) === "true";
