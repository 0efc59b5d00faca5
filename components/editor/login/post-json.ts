/** Sends a form's JSON to one of the session's endpoints; answers the status (0 when no answer came) and the body. */
export async function sendJson(path: string, body: unknown): Promise<{ status: number; answer: unknown }> {
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
    return { status: response.status, answer: await response.json().catch(() => null) };
  } catch (failure) {
    console.error("A request to the session failed", path, failure);
    return { status: 0, answer: null };
  }
}

/** As sendJson, the status only. */
export const postJson = async (path: string, body: unknown) => (await sendJson(path, body)).status;

export const isSuccess = (status: number) => status >= 200 && status < 300;
