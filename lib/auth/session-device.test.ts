import { sessionDevice } from "./session-device";

const PIXEL =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const FIREFOX_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0";

describe("a session's device, from the User-Agent at sign-in", () => {
  test("names the kind of device and the browser with its system", () => {
    expect(sessionDevice(PIXEL)).toEqual({ deviceClass: "phone", browser: "Chrome (Android)" });
    expect(sessionDevice(IPAD)).toEqual({ deviceClass: "tablet", browser: "Safari (iOS)" });
    expect(sessionDevice(FIREFOX_MAC)).toEqual({ deviceClass: "computer", browser: "Firefox (macOS)" });
  });

  test("says nothing of a client it does not know, or of none", () => {
    expect(sessionDevice("curl/8.5.0")).toEqual({ deviceClass: null, browser: null });
    expect(sessionDevice(null)).toEqual({ deviceClass: null, browser: null });
  });

  test("reads only the start of a huge header, and keeps a short label", () => {
    const device = sessionDevice(`${PIXEL} ${"(".repeat(200_000)}`);
    expect(device.deviceClass).toBe("phone");
    expect(device.browser!.length).toBeLessThanOrEqual(60);
  });
});
